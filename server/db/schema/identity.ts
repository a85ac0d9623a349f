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
 * The one live OTP per destination, purpose and device; only an HMAC of the code is kept. A login
 * code (`purpose` 'login', `userId` '') opens the destination's account and can be entered only with
 * the device token that asked for it (`device`, a digest of it; '' when it was asked without one:
 * migrations/0024); a link code ('link') adds the destination to the account `userId` and no other
 * (migrations/0019).
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
    device: text('device').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.destination, t.purpose, t.userId, t.device] })],
);

/** Every OTP sent: the log the send limits count. */
export const otpSends = pgTable('otp_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  destination: text('destination').notNull(),
  clientIp: text('client_ip').notNull(),
  /** The client address's network (identity/network.ts), which the per-destination limits count by. */
  network: text('network').notNull(),
  /** The device that asked (a digest of its device token), or '' without one: the per-device limits count by it. */
  device: text('device').notNull().default(''),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export const wishlist = pgTable(
  'wishlist',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] })],
);
