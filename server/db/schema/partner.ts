import { bigint, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Partner API keys (migration 0018): only the key's SHA-256 is kept. */
export const partnerKeys = pgTable('partner_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  revokedAt: at('revoked_at'),
  lastUsedAt: at('last_used_at'),
});

/** The hotels a key may read and write. */
export const partnerKeyHotels = pgTable(
  'partner_key_hotels',
  {
    keyId: text('key_id').notNull().references(() => partnerKeys.id),
    hotelId: text('hotel_id').notNull().references(() => hotels.id),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hotelId] })],
);

/** The last `sequence` a key applied to a night of a rate plan (`planCode` '' for the room type's rooms). */
export const ariSequences = pgTable(
  'ari_sequences',
  {
    keyId: text('key_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    planCode: text('plan_code').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.roomTypeId, t.planCode, t.night] })],
);

/** A partner call's answer under its Idempotency-Key. */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    keyId: text('key_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] })],
);
