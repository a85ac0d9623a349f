import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Provider orders made for bookings. Created by migrations/0011_payments.sql; one open per booking (0014). */
export const paymentOrders = pgTable('payment_orders', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull(),
  userId: text('user_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  /** opening: a server is asking the provider for it; created: open; paid; superseded: an older open order of the booking. */
  status: text('status', { enum: ['opening', 'created', 'paid', 'superseded'] }).notNull(),
  paymentId: text('payment_id'),
  createdAt: at('created_at').notNull(),
  paidAt: at('paid_at'),
  /** When reconciliation next asks the provider about it (payments/reconcileSchedule.ts); null: no more. */
  nextCheckAt: at('next_check_at'),
  checks: integer('checks').notNull().default(0),
});

/**
 * The ledger (migrations/0014_ledger.sql): every capture and refund, with its payment and reason.
 * A booking's money is summed from it (money/ledger.ts).
 */
export const paymentLedger = pgTable('payment_ledger', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull(),
  paymentId: text('payment_id').notNull(),
  orderId: text('order_id').notNull(),
  entry: text('entry', { enum: ['capture', 'refund'] }).notNull(),
  reason: text('reason', { enum: ['payment', 'cancellation', 'late', 'duplicate'] }).notNull(),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status', { enum: ['done', 'requested', 'sending', 'pending', 'processed', 'failed'] }).notNull(),
  providerRefundId: text('provider_refund_id'),
  failure: text('failure'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at'),
  claimedAt: at('claimed_at'),
  createdAt: at('created_at').notNull(),
  settledAt: at('settled_at'),
  /** How a captured payment was made, as the provider said (migrations/0020_payment_methods.sql); null on refunds. */
  method: text('method'),
  vpa: text('vpa'),
  bank: text('bank'),
  wallet: text('wallet'),
  cardNetwork: text('card_network'),
  cardLast4: text('card_last4'),
});

/** Provider webhooks seen, by what their signed body is about (`event:entity id`). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: at('received_at').notNull(),
});

/** The sandbox's orders, payments and refunds (Razorpay's fields). */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  status: text('status').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  method: text('method').notNull(),
  email: text('email'),
  contact: text('contact'),
  errorCode: text('error_code'),
  errorDescription: text('error_description'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  /** What the checkout was paid with (migrations/0020_payment_methods.sql). */
  vpa: text('vpa'),
  /** A UPI payment's flow: `collect` (a UPI ID) or `intent` (a UPI app or QR code). */
  upiFlow: text('upi_flow'),
  bank: text('bank'),
  wallet: text('wallet'),
  cardNetwork: text('card_network'),
  cardLast4: text('card_last4'),
  /** Why a failed payment failed: Razorpay's error reason, source and step. */
  errorReason: text('error_reason'),
  errorSource: text('error_source'),
  errorStep: text('error_step'),
});
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** The sandbox's keys, made at the first start (migrations/0014b_sandbox_keys.sql). */
export const sandboxKeyRows = pgTable('sandbox_keys', {
  keyId: text('key_id').primaryKey(),
  keySecret: text('key_secret').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: at('created_at').notNull(),
});
