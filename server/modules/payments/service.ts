/**
 * Paying for a booking (spec 001 §4): a provider order for the amount the server says is due, the
 * payment verified with the provider (never taken from the browser's word), and the booking
 * settled once, whichever of the browser's check, a webhook or reconciliation gets there first.
 * Refunds of cancelled paid bookings, and of payments that came after a hold ended, are sent to
 * the provider and followed until processed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRow } from '../bookings/repo';
import { paymentMessages, webhookPayment, webhookRefund, type CheckStatusResult, type InitiatePaymentRequest, type PaymentOrderData, type WebhookEvent } from '../../../contract/payments';
import { toPaise, toRupees } from '../../../domain/money';
import { ApiError } from '../../http/apiError';
import { GatewayError, type PaymentGateway, type ProviderPayment } from '../../adapters/payments/gateway';
import type { PaymentRepo, Settlement } from './repo';

export interface PaymentDeps {
  repo: PaymentRepo;
  gateway: PaymentGateway;
  /** The caller's own booking (404 when none, 403 when another's). */
  ownBooking: (userId: string, bookingId: string) => Promise<BookingRow>;
  booking: (bookingId: string) => Promise<BookingRow | undefined>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Unpaid orders older than this are no longer asked about. */
const RECONCILE_DAYS = 2;

const verificationFailed = (message: string = paymentMessages.verificationFailed) => new ApiError('paymentVerificationFailed', message);

export function paymentService({ repo, gateway, ownBooking, booking, clock, log }: PaymentDeps) {
  /** Still payable now: awaiting payment inside its hold, or blocked before its pay-by time. */
  const payable = (row: BookingRow, now: Date) => (row.status === 'PENDING' || row.status === 'HOLD') && row.holdUntil !== null && row.holdUntil.getTime() > now.getTime();

  /**
   * Settles a payment the provider reported for one of our orders: it must be for that order,
   * of its amount, in rupees, and authorized (then captured here) or captured. Null when it is not
   * (yet) a payment of the order: failed, or another order's.
   */
  async function settle(orderId: string, reported: ProviderPayment): Promise<Settlement | null> {
    const order = await repo.order(orderId);
    if (!order) return null;
    let payment = reported;
    if (payment.order_id !== order.id || payment.amount !== order.amountPaise || payment.currency !== 'INR') return null;
    if (payment.status === 'authorized') {
      try {
        payment = await gateway.capture(payment.id, order.amountPaise);
      } catch (error) {
        // Another path may have captured it meanwhile: what the provider says now decides.
        payment = await gateway.fetchPayment(payment.id);
        if (payment.status !== 'captured') throw error;
      }
    }
    if (payment.status !== 'captured' && payment.status !== 'refunded') return null;
    const settled = await repo.settle(order.id, payment.id, clock());
    if (settled.outcome === 'late') await sendRefunds();
    return settled;
  }

  /** Sends every refund due to the provider, and follows those it has not yet processed. */
  async function sendRefunds(): Promise<void> {
    const now = clock();
    for (const owed of await repo.refundsOwed()) {
      const order = await repo.paidOrder(owed.bookingId);
      if (order?.paymentId) await repo.requestCancellationRefund(owed.bookingId, order.paymentId, owed.refundPaise, now);
    }
    for (const refund of await repo.unfinishedRefunds()) {
      try {
        if (refund.status === 'pending' && refund.providerRefundId) {
          const known = await gateway.fetchRefund(refund.paymentId, refund.providerRefundId);
          if (known.status !== 'pending') await repo.refundSent(refund.id, known.id, known.status, clock());
          continue;
        }
        const claimed = await repo.claimRefund(refund.id, clock());
        if (!claimed) continue;
        // A server that stopped mid-call may have sent it: the provider's notes say so.
        const sent = (await gateway.paymentRefunds(claimed.paymentId)).find((r) => !Array.isArray(r.notes) && r.notes?.refund_id === claimed.id);
        const provider = sent ?? (await gateway.refund(claimed.paymentId, claimed.amountPaise, { refund_id: claimed.id, booking_id: claimed.bookingId }));
        await repo.refundSent(claimed.id, provider.id, provider.status, clock());
      } catch (error) {
        log.warn({ err: error, refund: refund.id }, 'could not send a refund to the payment provider; trying again later');
      }
    }
  }

  return {
    gateway,

    /** POST /initiate-payment: a provider order for what is due (the open one again, when there is one). */
    async initiate(userId: string, request: InitiatePaymentRequest): Promise<PaymentOrderData> {
      const row = await ownBooking(userId, request.bookingId);
      const now = clock();
      if (!payable(row, now)) throw new ApiError('conflict', paymentMessages.notPayable);
      const due = row.totalPaise - row.amountPaidPaise;
      if (toPaise(request.amount) !== due) throw new ApiError('conflict', paymentMessages.amountMismatch).withResponse({ amountDue: toRupees(due) });
      let order = await repo.openOrder(row.id, due);
      if (!order) {
        let created;
        try {
          created = await gateway.createOrder({ amount: due, currency: 'INR', receipt: row.id, notes: { booking_id: row.id } });
        } catch (error) {
          log.warn({ err: error }, 'the payment provider did not make an order');
          throw new ApiError('unavailable', paymentMessages.providerUnavailable);
        }
        order = { id: created.id, bookingId: row.id, userId, amountPaise: due, currency: 'INR', status: 'created', paymentId: null, createdAt: now, paidAt: null };
        await repo.insertOrder(order);
      }
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
      };
    },

    /**
     * POST /razorpay/checkStatus: the payment fetched from the provider must be this order's, of its
     * amount, authorized or captured; the signature, when the browser has one, must be Razorpay's.
     * The same answer however often it is asked.
     */
    async checkStatus(userId: string, input: { paymentId: string; orderId: string; signature?: string | undefined }): Promise<CheckStatusResult> {
      const order = await repo.order(input.orderId);
      if (!order) throw verificationFailed();
      if (order.userId !== userId) throw new ApiError('forbidden', 'This payment belongs to another account.');
      if (input.signature !== undefined && !gateway.checkoutSignatureValid(input.orderId, input.paymentId, input.signature)) throw verificationFailed();
      let payment: ProviderPayment;
      try {
        payment = await gateway.fetchPayment(input.paymentId);
      } catch (error) {
        if (error instanceof GatewayError && error.statusCode !== null && error.statusCode < 500) throw verificationFailed();
        throw new ApiError('unavailable', paymentMessages.providerUnavailable);
      }
      if (payment.status === 'failed') throw verificationFailed(payment.error_description ? paymentMessages.failed(payment.error_description) : paymentMessages.verificationFailed);
      const settled = await settle(order.id, payment);
      if (!settled) throw verificationFailed();
      if (settled.outcome === 'late' || (settled.outcome === 'already' && settled.late)) throw verificationFailed(paymentMessages.lateRefunded);
      return { bookingId: settled.bookingId, paymentId: payment.id, amount: toRupees(order.amountPaise) };
    },

    /** A verified webhook's event (once per event id): payments settle, refunds are followed. */
    async onWebhook(event: WebhookEvent): Promise<void> {
      const payment = webhookPayment.safeParse(event.payload.payment).data?.entity;
      switch (event.event) {
        case 'payment.authorized':
        case 'payment.captured':
        case 'order.paid': {
          if (!payment || !(await repo.order(payment.order_id))) return;
          // What the webhook says is only a hint: the provider is asked.
          await settle(payment.order_id, await gateway.fetchPayment(payment.id));
          return;
        }
        case 'payment.failed':
          log.info({ payment: payment?.id, order: payment?.order_id }, 'a payment failed');
          return;
        case 'refund.processed':
        case 'refund.failed': {
          const refund = webhookRefund.safeParse(event.payload.refund).data?.entity;
          if (!refund) return;
          const ours = await repo.refundByProviderId(refund.id);
          if (!ours) return;
          const known = await gateway.fetchRefund(refund.payment_id, refund.id);
          await repo.refundSent(ours.id, known.id, known.status, clock());
          return;
        }
      }
    },

    /**
     * Asks the provider about every open order: a payment captured while this server was down (or
     * whose webhook was lost) settles its booking. Then sends and follows refunds.
     */
    async reconcile(): Promise<void> {
      const since = new Date(clock().getTime() - RECONCILE_DAYS * 86_400_000);
      for (const order of await repo.openOrders(since)) {
        try {
          for (const payment of await gateway.orderPayments(order.id)) {
            if (payment.status === 'authorized' || payment.status === 'captured') {
              await settle(order.id, payment);
              break;
            }
          }
        } catch (error) {
          log.warn({ err: error, order: order.id }, 'could not ask the payment provider about an order; trying again later');
        }
      }
      await sendRefunds();
    },

    /** A cancellation made a refund due: send it now (reconciliation retries it if this fails). */
    refundsDue: () => sendRefunds(),

    /** The refunds of a booking (tests and support). */
    refundsOf: (bookingId: string) => repo.refundsOf(bookingId),
    booking,
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
