/**
 * Sending refunds to the payment provider and following them until processed. A refund is
 * claimed before it is sent, so servers sharing a database send each once; the provider's notes
 * carry our refund's id, so a server that stopped mid-call finds what it sent. What the provider
 * refuses (a 4xx) is marked failed with its reason at once; what could not be sent (no answer, a
 * 5xx, a 429) is tried again with growing waits (refundRetries.ts), and marked failed once its
 * tries are spent. Nothing is tried for ever; a failed refund is the team's (`retry` sends it again).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { GatewayError, type PaymentGateway, type ProviderRefund } from '../../adapters/payments/gateway';
import { paymentLeft, refundsOutstanding, type LedgerRepo, type LedgerRow } from './ledger';
import { moveBooking } from '../bookings/lifecycle';
import { lockBooking } from '../bookings/repo';
import { REFUND_MAX_ATTEMPTS, nextRefundAttempt } from './refundRetries';
import { moneyRepo } from './repo';

/** A refund claimed this long ago by a server is taken over by another (the first stopped mid-call). */
export const CLAIM_MS = 5 * 60_000;

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
  // A refund is this server's to send only while its claim is not taken over (another server takes
  // a claim held past CLAIM_MS, counting a try): the repo writes nothing for a claim taken over,
  // and the server that took it records what the provider did.
  const repo = moneyRepo(orm);

  /**
   * Records the provider's answer about a refund (only while `claimed` is still held, when given);
   * once none of its booking's refunds is outstanding, an unconfirmed booking is REFUNDED.
   */
  async function settleRefund(id: string, provider: Pick<ProviderRefund, 'id' | 'status'>, claimed?: LedgerRow): Promise<void> {
    const failure = provider.status === 'failed' ? 'the payment provider reported the refund failed' : null;
    await orm.transaction(async (tx) => {
      const refund = await repo.refund(tx, id);
      if (!refund) return;
      // The booking's row first, as every change of its money does.
      const booking = await lockBooking(tx, refund.bookingId);
      const settled = provider.status === 'pending' ? null : clock();
      if (!(await repo.recordAnswer(tx, id, provider, settled, failure, claimed))) return;
      if (booking?.paymentStatus === 'REFUND_PENDING' && provider.status === 'processed' && !(await refundsOutstanding(tx, refund.bookingId))) {
        await moveBooking(tx, booking, { cause: 'refund', paymentStatus: 'REFUNDED', at: clock(), note: 'every refund processed' });
      }
    });
  }

  /** Marks a claimed refund failed, for the team (unless its claim was taken over meanwhile). */
  async function failed(refund: LedgerRow, reason: string): Promise<void> {
    if (!(await repo.markFailed(refund, reason, clock()))) return;
    log.error({ refund: refund.id, booking: refund.bookingId, payment: refund.paymentId, amountPaise: refund.amountPaise, reason }, 'the payment provider refused a refund (or it could not be sent): our team must see to it');
  }

  /** The refund the provider holds under our refund's id (in its notes), if it was sent before. */
  async function sentBefore(refund: LedgerRow): Promise<ProviderRefund | undefined> {
    return (await gateway.paymentRefunds(refund.paymentId)).find((r) => !Array.isArray(r.notes) && r.notes?.refund_id === refund.id);
  }

  async function send(refund: LedgerRow, now: Date): Promise<void> {
    // Only one server sends each.
    const claimed = await repo.claim(refund, now, CLAIM_MS);
    if (!claimed) return;
    try {
      // A server that stopped mid-call may have sent it: the provider's notes say so.
      const provider = (await sentBefore(claimed)) ?? (await gateway.refund(claimed.paymentId, claimed.amountPaise, { refund_id: claimed.id, booking_id: claimed.bookingId, reason: claimed.reason }));
      await settleRefund(claimed.id, provider, claimed);
      if (provider.status === 'failed') log.error({ refund: claimed.id, booking: claimed.bookingId }, 'the payment provider reported a refund failed: our team must see to it');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (refused(error)) {
        // Refused because a server whose claim this took over sent it meanwhile ("greater than the
        // amount captured"): what the provider has under our refund's id is recorded, not a failure.
        const sent = await sentBefore(claimed).catch(() => undefined);
        if (sent) return settleRefund(claimed.id, sent, claimed);
        return failed(claimed, message);
      }
      const next = nextRefundAttempt(claimed.attempts, clock());
      if (!next) return failed(claimed, `gave up after ${REFUND_MAX_ATTEMPTS} attempts: ${message}`);
      await repo.sendLater(claimed, next, message);
      log.warn({ err: error, refund: claimed.id, attempts: claimed.attempts, next }, 'could not send a refund to the payment provider; trying again later');
    }
  }

  /** Asks the provider about a refund it has not yet processed. */
  async function follow(refund: LedgerRow): Promise<void> {
    try {
      const known = await gateway.fetchRefund(refund.paymentId, refund.providerRefundId!);
      if (known.status !== 'pending') await settleRefund(refund.id, known);
      if (known.status === 'failed') log.error({ refund: refund.id, booking: refund.bookingId }, 'the payment provider reported a refund failed: our team must see to it');
    } catch (error) {
      log.warn({ err: error, refund: refund.id }, 'could not ask the payment provider about a refund; asking again later');
    }
  }

  /** Sends every refund due now, and follows those the provider has not yet processed. */
  async function run(): Promise<void> {
    const now = clock();
    for (const refund of await ledger.refundsToWorkOn(now, CLAIM_MS)) {
      if (refund.status === 'pending' && refund.providerRefundId) await follow(refund);
      else if (refund.status !== 'pending') await send(refund, now);
    }
  }

  /** Runs started without waiting for them (`soon`); closing the server waits for them (`idle`). */
  const running = new Set<Promise<void>>();

  return {
    run,

    /** Sends the refunds due without holding up the caller's answer (the refunds job sends them if this fails). */
    soon(): void {
      const work: Promise<void> = run()
        .catch((error) => log.warn({ err: error }, 'could not send refunds now; the refunds job sends them'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    /** Resolves once every run started by `soon` has ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },

    /** A refund webhook (only a hint: the provider is asked). */
    async onProviderRefund(providerRefundId: string, paymentId: string): Promise<void> {
      const ours = await ledger.byProviderRefund(providerRefundId);
      if (!ours || ours.status === 'processed') return;
      const known = await gateway.fetchRefund(paymentId, providerRefundId);
      await settleRefund(ours.id, known);
    },

    /**
     * The team sends a failed refund again (its tries start over). False when it is not a failed
     * refund, or when its payment no longer has that much left besides it (another refund gave it back).
     */
    async retry(id: string): Promise<boolean> {
      return orm.transaction(async (tx) => {
        const found = await repo.failedRefund(tx, id);
        if (!found) return false;
        await lockBooking(tx, found.bookingId);
        // Read again under the lock: a retry of it at the same moment may have sent it meanwhile.
        const refund = await repo.failedRefund(tx, id);
        if (!refund) return false;
        // What the payment has left counts this refund as owed: it is not counted against itself.
        if (refund.amountPaise > (await paymentLeft(tx, refund.paymentId, refund.id))) return false;
        await repo.requestAgain(tx, id, clock());
        return true;
      });
    },
  };
}
export type RefundSender = ReturnType<typeof refundSender>;
