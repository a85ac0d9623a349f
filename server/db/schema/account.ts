import { bigserial, date, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Travellers' profiles. Created by migrations/0012_account.sql. */
export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender', { enum: ['Male', 'Female', 'Others'] }),
  maritalStatus: text('marital_status', { enum: ['Single', 'Married', 'Divorced'] }),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  photo: bytea('photo'),
  updatedAt: at('updated_at').notNull(),
});

export const appRatings = pgTable('app_ratings', {
  userId: text('user_id').primaryKey(),
  rating: smallint('rating').notNull(),
  feedback: text('feedback').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const accountDeletions = pgTable('account_deletions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  feedback: text('feedback').notNull(),
  deletedAt: at('deleted_at').notNull(),
});

export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable('invoices', {
  bookingId: text('booking_id').primaryKey(),
  number: text('number').notNull(),
  financialYear: text('financial_year').notNull(),
  issuedAt: at('issued_at').notNull(),
  /** A completed stay's invoice, or a cancellation charge's (migration 0015). */
  kind: text('kind', { enum: ['stay', 'cancellation'] }).notNull(),
  content: jsonb('content').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['confirmation', 'cancellation', 'refund', 'held'] }).notNull(),
  bookingId: text('booking_id').notNull(),
  recipient: text('recipient').notNull(),
  status: text('status', { enum: ['pending', 'sent'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull(),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull(),
  sentAt: at('sent_at'),
});
