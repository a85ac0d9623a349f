import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Provider orders made for bookings. Created by migrations/0011_payments.sql. */
export const paymentOrders = pgTable('payment_orders', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull(),
  userId: text('user_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['created', 'paid'] }).notNull(),
  paymentId: text('payment_id'),
  createdAt: at('created_at').notNull(),
  paidAt: at('paid_at'),
});

/** Money sent back to travellers. */
export const paymentRefunds = pgTable('payment_refunds', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id').notNull(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  reason: text('reason', { enum: ['cancelled', 'late payment'] }).notNull(),
  status: text('status', { enum: ['requested', 'sending', 'pending', 'processed', 'failed'] }).notNull(),
  providerRefundId: text('provider_refund_id'),
  claimedAt: at('claimed_at'),
  createdAt: at('created_at').notNull(),
  processedAt: at('processed_at'),
});

/** Provider webhooks seen, by event id. */
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
});
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});
