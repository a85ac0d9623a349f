/**
 * The SQL of sending refunds and of the money audit (the ledger's own rows and sums are in
 * ledger.ts). A refund being sent is claimed first, with its try counted; a claim is still its
 * server's only while the row is `sending` with the same count of tries, so a server whose claim
 * was taken over (after CLAIM_MS) writes nothing.
 */
import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { bookings, paymentLedger, paymentOrders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { ProviderRefund } from '../../adapters/payments/gateway';
import { bookingMoney, type LedgerRow } from './ledger';

/** Still the claim of the server that made it (not taken over since). */
const stillClaimed = (claimed: LedgerRow) => and(eq(paymentLedger.id, claimed.id), eq(paymentLedger.status, 'sending'), eq(paymentLedger.attempts, claimed.attempts));

export function moneyRepo(orm: Orm) {
  return {
    async refund(tx: Transaction, id: string): Promise<LedgerRow | undefined> {
      const [row] = await tx.select().from(paymentLedger).where(eq(paymentLedger.id, id));
      return row;
    },

    /** A failed refund of the ledger, or undefined. */
    async failedRefund(tx: Transaction, id: string): Promise<LedgerRow | undefined> {
      const [row] = await tx.select().from(paymentLedger).where(and(eq(paymentLedger.id, id), eq(paymentLedger.entry, 'refund'), eq(paymentLedger.status, 'failed')));
      return row;
    },

    /**
     * Writes what the provider said of a refund (only while `claimed` is still held, when given),
     * settled at `settledAt` (null while pending); false when nothing was written.
     */
    async recordAnswer(tx: Transaction, id: string, provider: Pick<ProviderRefund, 'id' | 'status'>, settledAt: Date | null, failure: string | null, claimed?: LedgerRow): Promise<boolean> {
      const written = await tx
        .update(paymentLedger)
        .set({ providerRefundId: provider.id, status: provider.status, settledAt, failure, claimedAt: null })
        .where(claimed ? stillClaimed(claimed) : eq(paymentLedger.id, id))
        .returning({ id: paymentLedger.id });
      return written.length > 0;
    },

    /** Marks a claimed refund failed; false when its claim was taken over meanwhile. */
    async markFailed(claimed: LedgerRow, reason: string, at: Date): Promise<boolean> {
      const written = await orm
        .update(paymentLedger)
        .set({ status: 'failed', failure: reason.slice(0, 500), settledAt: at, claimedAt: null, nextAttemptAt: null })
        .where(stillClaimed(claimed))
        .returning({ id: paymentLedger.id });
      return written.length > 0;
    },

    /** Claims a refund to send, counting the try: one requested and due, or one whose claim is older than `claimMs`. */
    async claim(refund: LedgerRow, now: Date, claimMs: number): Promise<LedgerRow | undefined> {
      const [row] = await orm
        .update(paymentLedger)
        .set({ status: 'sending', claimedAt: now, attempts: refund.attempts + 1 })
        .where(
          and(
            eq(paymentLedger.id, refund.id),
            eq(paymentLedger.attempts, refund.attempts),
            or(and(eq(paymentLedger.status, 'requested'), lte(paymentLedger.nextAttemptAt, now)), and(eq(paymentLedger.status, 'sending'), lte(paymentLedger.claimedAt, new Date(now.getTime() - claimMs)))),
          ),
        )
        .returning();
      return row;
    },

    /** A claimed refund that could not be sent waits for its next try (unless its claim was taken over). */
    async sendLater(claimed: LedgerRow, next: Date, message: string): Promise<void> {
      await orm.update(paymentLedger).set({ status: 'requested', claimedAt: null, nextAttemptAt: next, failure: message.slice(0, 500) }).where(stillClaimed(claimed));
    },

    /** A failed refund is requested again, its tries starting over. */
    async requestAgain(tx: Transaction, id: string, now: Date): Promise<void> {
      await tx.update(paymentLedger).set({ status: 'requested', attempts: 0, failure: null, settledAt: null, nextAttemptAt: now }).where(eq(paymentLedger.id, id));
    },

    /**
     * What the audit compares: the bookings in scope with what each keeps by the ledger, their
     * ledger rows and their orders made at the provider. `since`: only bookings past review made,
     * cancelled or with money moving since then; `bookingIds`: only those.
     */
    async auditedBooks(scope: { bookingIds?: string[] | undefined; since: Date | null }) {
      const { since } = scope;
      const lately = since
        ? or(
            gt(bookings.createdAt, since),
            gt(bookings.cancelledAt, since),
            sql`exists (select 1 from payment_ledger l where l.booking_id = ${sql.raw('"bookings"."id"')} and (l.created_at > ${since} or l.settled_at > ${since}))`,
          )
        : undefined;
      const where = scope.bookingIds ? inArray(bookings.id, scope.bookingIds.length > 0 ? scope.bookingIds : ['']) : and(ne(bookings.status, 'DRAFT'), lately);
      const rows = await orm
        .select({ id: bookings.id, status: bookings.status, totalPaise: bookings.totalPaise, penaltyPaise: bookings.penaltyPaise, keptPaise: bookingMoney.keptPaise })
        .from(bookings)
        .where(where);
      const ids = rows.map((b) => b.id);
      const ledger = ids.length === 0 ? [] : await orm.select().from(paymentLedger).where(inArray(paymentLedger.bookingId, ids));
      const orders = ids.length === 0 ? [] : await orm.select().from(paymentOrders).where(and(inArray(paymentOrders.bookingId, ids), ne(paymentOrders.status, 'opening')));
      return { rows, ledger, orders };
    },
  };
}
