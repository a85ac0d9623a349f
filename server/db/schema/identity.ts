import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Users: random ids. An account has up to two identities, a verified phone number and a verified
 * e-mail address, each held by one account at most. Created by migrations/0003_identity.sql.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  mobileNumber: text('mobile_number').unique(),
  emailId: text('email_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/**
 * The one live OTP per destination and purpose; only an HMAC of the code is kept. A login code
 * (`purpose` 'login', `userId` '') opens the destination's account; a link code ('link') adds the
 * destination to the account `userId` and no other (migrations/0019).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: ['login', 'link'] }).notNull().default('login'),
    userId: text('user_id').notNull().default(''),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.destination, t.purpose, t.userId] })],
);

/** Every OTP sent: the log the send limits count. */
export const otpSends = pgTable('otp_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  destination: text('destination').notNull(),
  clientIp: text('client_ip').notNull(),
  /** The client address's network (identity/network.ts), which the per-destination limits count by. */
  network: text('network').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** The networks each phone number or address logged in from (migrations/0013): its ceiling spares them. */
export const otpLoginNetworks = pgTable(
  'otp_login_networks',
  {
    destination: text('destination').notNull(),
    network: text('network').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.destination, t.network] })],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] })],
);
