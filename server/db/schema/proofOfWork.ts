import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The keys that sign proof-of-work challenges. Created by migrations/0025_proof_of_work.sql. */
export const proofOfWorkKeys = pgTable('proof_of_work_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Solved challenges already used, by signature, until they would have expired. */
export const spentProofs = pgTable('spent_proofs', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
