import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Device-token sessions (guest, then user once logged in). Created by migrations/0001_sessions.sql. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind', { enum: ['guest', 'user'] }).notNull(),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Guest tokens issued per client address, for GET /guest's limit. Created by migrations/0008_guest_token_issues.sql. */
export const guestTokenIssues = pgTable('guest_token_issues', {
  clientIp: text('client_ip').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});
