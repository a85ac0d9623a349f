/**
 * The sandbox's books: orders, payments and refunds as Razorpay keeps them (amounts in paise,
 * times in epoch seconds), in the database so a restart loses none.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../../db/schema';
import type { ProviderOrder, ProviderPayment, ProviderRefund } from '../gateway';
import type { MethodDetail, PaymentFailure } from './methods';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 letters and digits. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${Array.from(randomBytes(14), (b) => ID_CHARS[b % ID_CHARS.length]).join('')}`;
}

const seconds = () => Math.floor(Date.now() / 1000);

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

export const orderJson = (o: OrderRow) => ({
  id: o.id, entity: 'order', amount: o.amount, amount_paid: o.status === 'paid' ? o.amount : 0, amount_due: o.status === 'paid' ? 0 : o.amount,
  currency: o.currency, receipt: o.receipt, status: o.status as ProviderOrder['status'], attempts: 0, notes: o.notes, created_at: o.createdAt,
});

/**
 * A payment as Razorpay's API answers it. A card payment names its card by id; the card itself
 * (network and last four) only when asked for (`expand[]=card`), as Razorpay does.
 */
export const paymentJson = (p: PaymentRow, expand: { card?: boolean } = {}) => {
  const cardId = p.method === 'card' ? `card_${p.id.slice('pay_'.length)}` : null;
  return {
    id: p.id, entity: 'payment', amount: p.amount, currency: p.currency, status: p.status as ProviderPayment['status'], order_id: p.orderId,
    method: p.method, captured: p.status === 'captured' || p.status === 'refunded', email: p.email, contact: p.contact,
    amount_refunded: p.amountRefunded, refund_status: p.amountRefunded === 0 ? null : p.amountRefunded < p.amount ? 'partial' : 'full',
    card_id: cardId, bank: p.bank, wallet: p.wallet, vpa: p.vpa,
    ...(p.method === 'upi' ? { upi: { vpa: p.vpa, flow: p.upiFlow } } : {}),
    ...(expand.card ? { card: cardId ? { id: cardId, entity: 'card', name: '', last4: p.cardLast4, network: p.cardNetwork, international: false, emi: false } : null } : {}),
    error_code: p.errorCode, error_description: p.errorDescription, error_reason: p.errorReason, error_source: p.errorSource, error_step: p.errorStep,
    created_at: p.createdAt,
  };
};

export const refundJson = (r: RefundRow) => ({
  id: r.id, entity: 'refund', amount: r.amount, currency: 'INR', payment_id: r.paymentId, notes: r.notes, status: r.status as ProviderRefund['status'], created_at: r.createdAt,
});

export function sandboxStore(orm: Orm) {
  return {
    async createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<OrderRow> {
      const [row] = await orm.insert(sandboxOrders).values({ id: sandboxId('order'), ...input, status: 'created', createdAt: seconds() }).returning();
      return row!;
    },
    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await orm.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
      return row;
    },
    async orderPayments(orderId: string): Promise<PaymentRow[]> {
      return orm.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(sandboxPayments.createdAt);
    },
    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await orm.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },
    /** A checkout payment of an order, made with `paid`: authorized, or failed with a reason. */
    async pay(order: OrderRow, outcome: { email: string | null; contact: string | null; paid: MethodDetail; failure?: PaymentFailure | null }): Promise<PaymentRow> {
      const { paid, failure } = outcome;
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(sandboxPayments)
          .values({
            id: sandboxId('pay'), orderId: order.id, amount: order.amount, currency: order.currency, status: failure ? 'failed' : 'authorized', method: paid.method,
            vpa: paid.method === 'upi' ? paid.vpa : null, upiFlow: paid.method === 'upi' ? paid.flow : null,
            bank: paid.method === 'netbanking' ? paid.bank : null, wallet: paid.method === 'wallet' ? paid.wallet : null,
            cardNetwork: paid.method === 'card' ? paid.network : null, cardLast4: paid.method === 'card' ? paid.last4 : null,
            email: outcome.email, contact: outcome.contact, errorCode: failure?.code ?? null, errorDescription: failure?.description ?? null,
            errorReason: failure?.reason ?? null, errorSource: failure?.source ?? null, errorStep: failure?.step ?? null, createdAt: seconds(),
          })
          .returning();
        if (order.status === 'created') await tx.update(sandboxOrders).set({ status: 'attempted' }).where(eq(sandboxOrders.id, order.id));
        return row!;
      });
    },
    /** Captures an authorized payment of its full amount; its order is then paid. Undefined when it is not authorized. */
    async capture(id: string): Promise<PaymentRow | undefined> {
      return orm.transaction(async (tx) => {
        const [row] = await tx.update(sandboxPayments).set({ status: 'captured' }).where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'authorized'))).returning();
        if (row) await tx.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, row.orderId));
        return row;
      });
    },
    /** Refunds part or all of a captured payment; undefined when more than is left would be refunded. */
    async refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<{ refund: RefundRow; payment: PaymentRow } | undefined> {
      return orm.transaction(async (tx) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
        if (!payment || !['captured', 'refunded'].includes(payment.status) || payment.amountRefunded + amount > payment.amount) return undefined;
        const refunded = payment.amountRefunded + amount;
        const [updated] = await tx
          .update(sandboxPayments)
          .set({ amountRefunded: refunded, status: refunded === payment.amount ? 'refunded' : 'captured' })
          .where(eq(sandboxPayments.id, paymentId))
          .returning();
        const [refund] = await tx.insert(sandboxRefunds).values({ id: sandboxId('rfnd'), paymentId, amount, status: 'processed', notes, createdAt: seconds() }).returning();
        return { refund: refund!, payment: updated! };
      });
    },
    async refunds(paymentId: string): Promise<RefundRow[]> {
      return orm.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId)).orderBy(sandboxRefunds.createdAt);
    },
  };
}
export type SandboxStore = ReturnType<typeof sandboxStore>;

/** The sandbox's books as the provider's API would answer them (the money audit reads them without a running server). */
export function sandboxBooks(store: SandboxStore): { orderPayments(orderId: string): Promise<ProviderPayment[]> } {
  return { orderPayments: async (orderId) => (await store.orderPayments(orderId)).map((p) => paymentJson(p)) };
}
