/**
 * Paying for a booking: one provider order per booking for the amount the server
 * says is due, the payment verified with the provider (never taken from the browser's word), and
 * recorded once, whichever of the browser's check, a webhook or reconciliation gets there first.
 *
 * Before a payment is captured, its booking is readied for it (bookings/service.ts): a booking
 * awaiting payment keeps its rooms while the capture runs; one whose hold lapsed takes the same
 * rooms again at the same price when they are still free. Then the payment is captured and
 * recorded in the ledger (payments/repo.ts): the first to find the booking awaiting payment
 * settles it, and any other is refunded in full at once (`duplicate`, or `late`). Refunds go to
 * the provider through money/refunds.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRow } from '../bookings/repo';
import { paymentMessages, webhookPayment, webhookRefund, type CheckStatusResult, type InitiatePaymentRequest, type PaymentOrderData, type WebhookEvent } from '../../../contract/payments';
import { toPaise, toRupees } from '../../../domain/money';
import { ApiError } from '../../http/apiError';
import { GatewayError, type PaymentGateway, type ProviderPayment } from '../../adapters/payments/gateway';
import type { RefundSender } from '../money/refunds';
import { captureHold, checkoutTimeout } from './checkoutWindow';
import type { OrderRow, PaymentRepo, Settlement } from './repo';
import { nextCheckAt } from './reconcileSchedule';
import { lacksCard, paidWithOf } from './paidWith';
import type { PaidWith } from '../../../contract/paymentMethod';

export interface PaymentDeps {
  repo: PaymentRepo;
  gateway: PaymentGateway;
  refunds: RefundSender;
  /** The caller's own booking (404 when none, 403 when another's). */
  ownBooking: (userId: string, bookingId: string) => Promise<BookingRow>;
  /** Readies a booking for a payment about to be captured (bookings/service.ts). */
  readyForPayment: (bookingId: string, until: Date) => Promise<'held' | 'retaken' | 'paid' | 'gone' | 'closed'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Unpaid orders older than this (2 days) are no longer asked about. */
const RECONCILE_OPEN_MS = 2 * 86_400_000;
/** Paid orders are asked about this long (6 hours) after they were paid (a second payment of the order). */
const RECONCILE_PAID_MS = 6 * 3_600_000;
/** How long a traveller's initiate waits for another server's (or call's) order to be made. */
const OPEN_ORDER_WAIT_MS = 15_000;

/** Whether the provider captured the payment (it may have been refunded since, by us or by the other path). */
const captured = (p: ProviderPayment) => p.status === 'captured' || (p.status === 'refunded' && p.captured !== false);

const verificationFailed = (message: string = paymentMessages.verificationFailed) => new ApiError('paymentVerificationFailed', message);
const notPayable = () => new ApiError('conflict', paymentMessages.notPayable);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function paymentService({ repo, gateway, refunds, ownBooking, readyForPayment, clock, log }: PaymentDeps) {
  /** Still payable now: awaiting payment inside its hold, or blocked before its pay-by time. */
  const payable = (row: BookingRow, now: Date) => (row.status === 'PENDING' || row.status === 'HOLD') && row.holdUntil !== null && row.holdUntil.getTime() > now.getTime();

  /**
   * The booking's one open order, made with the provider when it has none. Concurrent calls (two
   * tabs, a retry, another server) get the same order: one of them makes it, the others wait.
   */
  async function openOrder(row: BookingRow, userId: string, due: number): Promise<{ order: OrderRow; holdUntil: Date; now: Date }> {
    const started = Date.now();
    for (;;) {
      const now = clock();
      const slot = await repo.orderSlot(row.id, userId, due, now, (current) => payable(current, now));
      if (slot.kind === 'notPayable') throw notPayable();
      if (slot.kind === 'open') return { order: slot.order, holdUntil: slot.holdUntil, now };
      if (slot.kind === 'claimed') {
        let created;
        try {
          created = await gateway.createOrder({ amount: due, currency: 'INR', receipt: row.id, notes: { booking_id: row.id } });
        } catch (error) {
          await repo.dropSlot(slot.placeholder);
          log.warn({ err: error }, 'the payment provider did not make an order');
          throw new ApiError('unavailable', paymentMessages.providerUnavailable);
        }
        const order = await repo.fillSlot(slot.placeholder, created.id, now, nextCheckAt(now, now, RECONCILE_OPEN_MS));
        if (order) return { order, holdUntil: slot.holdUntil, now };
      }
      if (Date.now() - started > OPEN_ORDER_WAIT_MS) throw new ApiError('unavailable', paymentMessages.providerUnavailable);
      await pause(50);
    }
  }

  /**
   * Records a payment the provider reported for one of our orders: it must be for that order, of
   * its amount, in rupees, and authorized (then captured here) or captured. The booking is readied
   * before the capture. Null when it is not (yet) a payment of the order: failed, or another order's.
   */
  async function settle(order: OrderRow, reported: ProviderPayment): Promise<Settlement | null> {
    if (reported.order_id !== order.id || reported.amount !== order.amountPaise || reported.currency !== 'INR') return null;
    // Recorded already (by another path, which may have refunded it since): what it did then.
    const recorded = await repo.settled(reported.id);
    if (recorded) return recorded;
    if (reported.status !== 'authorized' && !captured(reported)) return null;
    // Checked before the capture: its booking keeps (or takes again) its rooms while the capture runs.
    await readyForPayment(order.bookingId, captureHold(clock()));
    let payment = reported;
    if (payment.status === 'authorized') {
      try {
        payment = await gateway.capture(payment.id, order.amountPaise);
      } catch (error) {
        // Another path may have captured it meanwhile: what the provider says now decides.
        payment = await gateway.fetchPayment(payment.id);
        if (!captured(payment)) {
          if (error instanceof GatewayError && error.statusCode !== null && error.statusCode < 500) return null;
          throw error;
        }
      }
    }
    if (!captured(payment)) return null;
    const settled = await repo.recordCapture(order.id, payment.id, order.amountPaise, clock(), await howPaid(payment, reported));
    // Its refund goes to the provider at once, without holding up the answer (reconciliation sends it if this fails).
    if (settled.outcome !== 'confirmed') refunds.soon();
    return settled;
  }

  /**
   * How a payment was made, from the entity at hand (the capture's answer, or the one reported);
   * a card payment known only from a capture or a list is fetched once for its card's network and
   * last four. Not knowing them never stops the payment being recorded.
   */
  async function howPaid(payment: ProviderPayment, reported: ProviderPayment): Promise<PaidWith | null> {
    const known = [payment, reported].find((p) => p.method && !lacksCard(p));
    if (known) return paidWithOf(known);
    if (lacksCard(payment)) {
      try {
        return paidWithOf(await gateway.fetchPayment(payment.id));
      } catch (error) {
        log.warn({ err: error, payment: payment.id }, "the payment provider did not say which card paid; the payment is recorded without it");
      }
    }
    return paidWithOf(payment);
  }

  /** Records every payment the provider has for an order that the ledger lacks. */
  async function reconcileOrder(order: OrderRow): Promise<void> {
    for (const payment of await gateway.orderPayments(order.id)) {
      if (payment.status === 'authorized' || payment.status === 'captured') await settle(order, payment);
    }
  }

  return {
    gateway,

    /** POST /initiate-payment: the booking's open provider order for what is due (made when it has none). */
    async initiate(userId: string, request: InitiatePaymentRequest): Promise<PaymentOrderData> {
      const row = await ownBooking(userId, request.bookingId);
      if (!payable(row, clock())) throw notPayable();
      const due = row.totalPaise - row.amountPaidPaise;
      if (toPaise(request.amount) !== due) throw new ApiError('conflict', paymentMessages.amountMismatch).withResponse({ amountDue: toRupees(due) });
      const { order, holdUntil, now } = await openOrder(row, userId, due);
      const primary = row.guests?.[0]?.travellerInfo[0];
      return {
        gateway: 'RAZORPAY',
        order_id: order.id,
        key: gateway.checkout.keyId,
        amount: toRupees(due),
        currency: 'INR',
        name: 'Padaav',
        description: `${row.hotel.name}: ${row.nights} night${row.nights === 1 ? '' : 's'}, booking ${row.id}`,
        prefill: { name: primary ? `${primary.fN} ${primary.lN}` : '', email: row.email ?? '', contact: row.phone ?? '' },
        timeout: checkoutTimeout(holdUntil, now),
      };
    },

    /**
     * POST /razorpay/checkStatus: the payment fetched from the provider must be this order's, of its
     * amount, authorized or captured; the signature, when the browser has one, must be Razorpay's.
     * A payment that settled the booking, or one refunded as a duplicate of the payment that did,
     * answers the booking confirmed; one refunded as late answers 409 and says so. The same answer
     * however often it is asked.
     */
    async checkStatus(userId: string, input: { paymentId: string; orderId: string; signature?: string | undefined }): Promise<CheckStatusResult> {
      const order = await repo.order(input.orderId);
      // Another traveller's order answers as one that does not exist.
      if (!order || order.status === 'opening' || order.userId !== userId) throw verificationFailed();
      if (input.signature !== undefined && !gateway.checkoutSignatureValid(input.orderId, input.paymentId, input.signature)) throw verificationFailed();
      let payment: ProviderPayment;
      try {
        payment = await gateway.fetchPayment(input.paymentId);
      } catch (error) {
        if (error instanceof GatewayError && error.statusCode !== null && error.statusCode < 500) throw verificationFailed();
        throw new ApiError('unavailable', paymentMessages.providerUnavailable);
      }
      if (payment.status === 'failed') throw verificationFailed(payment.error_description ? paymentMessages.failed(payment.error_description) : paymentMessages.verificationFailed);
      let settled: Settlement | null;
      try {
        settled = await settle(order, payment);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, payment: payment.id }, 'the payment provider could not capture a payment now; reconciliation will');
        throw new ApiError('unavailable', paymentMessages.providerUnavailable);
      }
      if (!settled) throw verificationFailed();
      if (settled.outcome === 'late') throw new ApiError('conflict', paymentMessages.lateRefunded);
      return { bookingId: settled.bookingId, paymentId: settled.paymentId, amount: toRupees(order.amountPaise) };
    },

    /** A verified webhook's event (once per event and payment or refund): payments are recorded, refunds followed. */
    async onWebhook(event: WebhookEvent): Promise<void> {
      const payment = webhookPayment.safeParse(event.payload.payment).data?.entity;
      switch (event.event) {
        case 'payment.authorized':
        case 'payment.captured':
        case 'order.paid': {
          const order = payment && (await repo.order(payment.order_id));
          if (!order || order.status === 'opening') return;
          // What the webhook says is only a hint: the provider is asked.
          await settle(order, await gateway.fetchPayment(payment.id));
          return;
        }
        case 'payment.failed':
          log.info({ payment: payment?.id, order: payment?.order_id }, 'a payment failed');
          return;
        case 'refund.processed':
        case 'refund.failed': {
          const refund = webhookRefund.safeParse(event.payload.refund).data?.entity;
          if (refund) await refunds.onProviderRefund(refund.id, refund.payment_id);
          return;
        }
      }
    },

    /**
     * Asks the provider about the orders due (reconcileSchedule.ts: the job's run), about every
     * order of `bookingIds` that may still change, or with `all` about every one of them (what a
     * few minutes of runs would have asked), and settles what it reports; then sends the refunds
     * due. Each order asked about is due next on its schedule, whether the provider answered or not.
     */
    async reconcile(scope: { bookingIds?: string[]; all?: boolean } = {}): Promise<void> {
      const now = clock();
      const openSince = new Date(now.getTime() - RECONCILE_OPEN_MS);
      const paidSince = new Date(now.getTime() - RECONCILE_PAID_MS);
      const which = scope.bookingIds ? { bookingIds: scope.bookingIds } : scope.all ? ('all' as const) : { dueBy: now };
      for (const order of await repo.ordersToReconcile(openSince, paidSince, which)) {
        try {
          await reconcileOrder(order);
        } catch (error) {
          log.warn({ err: error, order: order.id }, 'could not ask the payment provider about an order; trying again when it is next due');
        }
        const paid = order.status === 'paid' && order.paidAt;
        await repo.checked(order.id, nextCheckAt(paid || order.createdAt, now, paid ? RECONCILE_PAID_MS : RECONCILE_OPEN_MS));
      }
      await refunds.run();
    },

    /** The refunds job's run: once the sends started after answering have ended, sends and follows the refunds due. */
    async refundsDue(): Promise<void> {
      await refunds.idle();
      await refunds.run();
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
