/**
 * Sending refunds to the payment provider and following them until processed. A refund is
 * claimed before it is sent, so servers sharing a database send each once; the provider's notes
 * carry our refund's id, so a server that stopped mid-call finds what it sent. What the provider
 * refuses (a 4xx) is marked failed with its reason at once; what could not be sent (no answer, a
 * 5xx, a 429) is tried again with growing waits (refundRetries.ts), and marked failed once its
 * tries are spent. Nothing is tried for ever; a failed refund is the team's (`retry` sends it again).
 */
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { bookings, paymentLedger } from '../../db/schema';
import { GatewayError, type PaymentGateway, type ProviderRefund } from '../../adapters/payments/gateway';
import { refundsOutstanding, type LedgerRepo, type LedgerRow } from './ledger';
import { REFUND_MAX_ATTEMPTS, nextRefundAttempt } from './refundRetries';

/** A refund claimed this long ago by a server is taken over by another (the first stopped mid-call). */
const CLAIM_MS = 5 * 60_000;

/** The provider refused the refund (as opposed to not answering): sending it again would not help. */
const refused = (error: unknown) => error instanceof GatewayError && error.statusCode !== null && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 408 && error.statusCode !== 429;

export interface RefundDeps {
  orm: Orm;
  ledger: LedgerRepo;
  gateway: PaymentGateway;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function refundSender({ orm, ledger, gateway, clock, log }: RefundDeps) {
  /** Records the provider's answer about a refund; once none of its booking's refunds is outstanding, an unconfirmed booking is REFUNDED. */
  async function settleRefund(id: string, provider: Pick<ProviderRefund, 'id' | 'status'>, failure: string | null): Promise<void> {
    await orm.transaction(async (tx) => {
      const [refund] = await tx.select().from(paymentLedger).where(eq(paymentLedger.id, id));
      if (!refund) return;
      // The booking's row first, as every change of its money does.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, refund.bookingId)).for('update');
      const settled = provider.status === 'pending' ? null : clock();
      await tx
        .update(paymentLedger)
        .set({ providerRefundId: provider.id, status: provider.status, settledAt: settled, failure, claimedAt: null })
        .where(eq(paymentLedger.id, id));
      if (provider.status === 'processed' && !(await refundsOutstanding(tx, refund.bookingId))) {
        await tx.update(bookings).set({ paymentStatus: 'REFUNDED' }).where(and(eq(bookings.id, refund.bookingId), eq(bookings.paymentStatus, 'REFUND_PENDING')));
      }
    });
  }

  async function failed(refund: LedgerRow, reason: string): Promise<void> {
    await orm
      .update(paymentLedger)
      .set({ status: 'failed', failure: reason.slice(0, 500), settledAt: clock(), claimedAt: null, nextAttemptAt: null })
      .where(eq(paymentLedger.id, refund.id));
    log.error({ refund: refund.id, booking: refund.bookingId, payment: refund.paymentId, amountPaise: refund.amountPaise, reason }, 'the payment provider refused a refund (or it could not be sent): our team must see to it');
  }

  /** Claims a refund to send: only one server sends each; counts the try. */
  async function claim(refund: LedgerRow, now: Date): Promise<LedgerRow | undefined> {
    const [row] = await orm
      .update(paymentLedger)
      .set({ status: 'sending', claimedAt: now, attempts: refund.attempts + 1 })
      .where(
        and(
          eq(paymentLedger.id, refund.id),
          eq(paymentLedger.attempts, refund.attempts),
          or(and(eq(paymentLedger.status, 'requested'), lte(paymentLedger.nextAttemptAt, now)), and(eq(paymentLedger.status, 'sending'), lte(paymentLedger.claimedAt, new Date(now.getTime() - CLAIM_MS)))),
        ),
      )
      .returning();
    return row;
  }

  async function send(refund: LedgerRow, now: Date): Promise<void> {
    const claimed = await claim(refund, now);
    if (!claimed) return;
    try {
      // A server that stopped mid-call may have sent it: the provider's notes say so.
      const sent = (await gateway.paymentRefunds(claimed.paymentId)).find((r) => !Array.isArray(r.notes) && r.notes?.refund_id === claimed.id);
      const provider = sent ?? (await gateway.refund(claimed.paymentId, claimed.amountPaise, { refund_id: claimed.id, booking_id: claimed.bookingId, reason: claimed.reason }));
      await settleRefund(claimed.id, provider, provider.status === 'failed' ? 'the payment provider reported the refund failed' : null);
      if (provider.status === 'failed') log.error({ refund: claimed.id, booking: claimed.bookingId }, 'the payment provider reported a refund failed: our team must see to it');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (refused(error)) return failed(claimed, message);
      const next = nextRefundAttempt(claimed.attempts, clock());
      if (!next) return failed(claimed, `gave up after ${REFUND_MAX_ATTEMPTS} attempts: ${message}`);
      await orm.update(paymentLedger).set({ status: 'requested', claimedAt: null, nextAttemptAt: next, failure: message.slice(0, 500) }).where(and(eq(paymentLedger.id, claimed.id), eq(paymentLedger.status, 'sending')));
      log.warn({ err: error, refund: claimed.id, attempts: claimed.attempts, next }, 'could not send a refund to the payment provider; trying again later');
    }
  }

  /** Asks the provider about a refund it has not yet processed. */
  async function follow(refund: LedgerRow): Promise<void> {
    try {
      const known = await gateway.fetchRefund(refund.paymentId, refund.providerRefundId!);
      if (known.status !== 'pending') await settleRefund(refund.id, known, known.status === 'failed' ? 'the payment provider reported the refund failed' : null);
      if (known.status === 'failed') log.error({ refund: refund.id, booking: refund.bookingId }, 'the payment provider reported a refund failed: our team must see to it');
    } catch (error) {
      log.warn({ err: error, refund: refund.id }, 'could not ask the payment provider about a refund; asking again later');
    }
  }

  return {
    /** Sends every refund due now, and follows those the provider has not yet processed. */
    async run(): Promise<void> {
      const now = clock();
      for (const refund of await ledger.refundsToWorkOn(now, CLAIM_MS)) {
        if (refund.status === 'pending' && refund.providerRefundId) await follow(refund);
        else if (refund.status !== 'pending') await send(refund, now);
      }
    },

    /** A refund webhook (only a hint: the provider is asked). */
    async onProviderRefund(providerRefundId: string, paymentId: string): Promise<void> {
      const ours = await ledger.byProviderRefund(providerRefundId);
      if (!ours || ours.status === 'processed') return;
      const known = await gateway.fetchRefund(paymentId, providerRefundId);
      await settleRefund(ours.id, known, known.status === 'failed' ? 'the payment provider reported the refund failed' : null);
    },

    /** The team sends a failed refund again (its tries start over). False when it is not a failed refund. */
    async retry(id: string): Promise<boolean> {
      const rows = await orm
        .update(paymentLedger)
        .set({ status: 'requested', attempts: 0, failure: null, settledAt: null, nextAttemptAt: clock() })
        .where(and(eq(paymentLedger.id, id), eq(paymentLedger.entry, 'refund'), inArray(paymentLedger.status, ['failed'])))
        .returning({ id: paymentLedger.id });
      return rows.length === 1;
    },
  };
}
export type RefundSender = ReturnType<typeof refundSender>;
