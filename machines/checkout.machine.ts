import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { FailureEnvelope } from '../contract/envelope';
import { FailureCode } from '../contract/failureCodes';
import { paymentMessages, type CheckStatusRequest, type CheckStatusResult, type PaymentOrderData } from '../contract/payments';
import { checkoutOptions, type CheckoutOptions } from './rules/paymentFlow';

/** The navigation state every outcome of the check-status flow hands /booking-status. */
export type PaymentOutcome = 'success' | 'failure' | 'cancelled';

export interface BookingStatusState {
  /** The provider's payment id, when there was one. */
  transactionId: string | null;
  status: PaymentOutcome;
  bookingId: string | null;
  /** Rupees. */
  amount: number | null;
  /** Beyond the spec's four fields: when it was settled, India local time (`2026-02-20T10:15`). */
  date?: string;
}

export interface CheckoutInput {
  /** The payment order data /check-status was reached with, or null when missing or unusable. */
  paymentResponse: PaymentOrderData | null;
  bookingId: string | null;
  /** The logged-in user, or null. */
  userId: string | null;
}

/** What the provider's checkout reports (its handler, `modal.ondismiss`, `payment.failed`). */
export type CheckoutReport =
  | { type: 'checkout.paid'; paymentId: string | null; signature: string | null }
  | { type: 'checkout.dismissed' }
  | { type: 'checkout.failed'; reason: string | null; paymentId: string | null };

export type CheckoutEvent = CheckoutReport;

/** The server's verification as it came: the verified payment, or a FAILURE. */
export type VerifyAnswer = { hotelStatus: 'SUCCESS'; response: CheckStatusResult } | FailureEnvelope;

/** What `goToPayment` is given: the booking to pay (null when not known) and the outcome's state. */
export interface BackToPayment {
  bookingId: string | null;
  state: BookingStatusState;
}

export interface CheckoutContext extends CheckoutInput {
  /** The provider's payment id, once the checkout gave one. */
  paymentId: string | null;
  signature: string | null;
  /** Why the checkout or the verification failed, as the page and its toast say it. */
  message: string | null;
  /** The payment the server verified. */
  verified: CheckStatusResult | null;
}

type Toast = { status: 'success' | 'error' | 'info'; message: string };

const outcome = (context: CheckoutContext, status: BookingStatusState['status'], transactionId: string | null = context.paymentId): { state: BookingStatusState } => ({
  state: { transactionId, status, bookingId: context.bookingId, amount: context.paymentResponse?.amount ?? null },
});

/**
 * The check-status page's flow, one named state per
 * outcome the spec numbers:
 *
 * 1. `invalidData`: no payment order data, order id or logged-in user: "Invalid payment data or
 *    user not logged in. Please try again.", and back to /payment after `invalidDataRedirect` (3 s).
 * 2. `loadingGateway` loads the provider's checkout script when the page lacks it, then
 *    `checkout` opens it with the amount times 100.
 * 3. `verifying`: the checkout's success handler gave a payment id; the server verifies it.
 * 4. `confirmed` (SUCCESS): "Payment successful! Booking confirmed.", status success. Otherwise
 *    the server's message or "Payment verification failed.", status failure:
 *    `verificationRefused`, or, for code 2503, `returningToPayment`, back to /payment after
 *    `verificationRedirect` (5 s).
 * 5. `noPaymentId`: the success handler had no payment id: "Something went wrong with the payment".
 * 6. `verifyCallFailed`: the verification call failed: "Failed to verify payment. Please try again.".
 * 7. `cancelled`: the checkout was dismissed: "Payment cancelled.", status cancelled.
 * 8. `paymentFailed`: the provider's payment.failed: "Payment failed: {its description or Please try again.}".
 * 9. `gatewayFailed`: the script did not load: "Failed to load payment gateway. Please try again.".
 *
 * Each outcome is a toast and a navigation with replace carrying transactionId, status,
 * bookingId and amount (to /booking-status, or back to /payment). Once the server has answered
 * a verification, or failed to, the cached booking and bookings lists are read again: a webhook
 * may have settled the booking meanwhile.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Resolves once `window.Razorpay` is there (loading the provider's script when absent). */
    loadGateway: fromPromise<void, void>(async () => {
      throw new Error('loadGateway is provided by the app');
    }),
    /** Opens the provider's checkout and reports what happens in it; closes it when stopped. */
    checkout: fromCallback<CheckoutEvent, CheckoutOptions>(() => () => {}),
    verifyPayment: fromPromise<VerifyAnswer, CheckStatusRequest>(async () => {
      throw new Error('verifyPayment is provided by the app');
    }),
  },
  delays: {
    /** Invalid payment data returns to /payment after 3 s (docs/product.md, Payment). */
    invalidDataRedirect: 3000,
    /** Failure code 2503 returns to /payment after 5 s (docs/product.md, Payment). */
    verificationRedirect: 5000,
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: Toast) => {},
    /** Side effect, provided by the app: navigate with replace to /booking-status with the outcome. */
    goToStatus: (_, _params: { state: BookingStatusState }) => {},
    /** Side effect, provided by the app: navigate with replace back to /payment (for the booking, when known). */
    goToPayment: (_, _params: BackToPayment) => {},
    /** Side effect, provided by the app: read the cached booking detail and bookings lists again. */
    refreshPayments: () => {},
    setPayment: assign((_, params: { paymentId: string | null; signature: string | null }) => ({ paymentId: params.paymentId, signature: params.signature })),
    setMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    setVerified: assign((_, params: { result: CheckStatusResult }) => ({ verified: params.result })),
  },
  guards: {
    dataMissing: ({ context }) => !context.paymentResponse?.order_id || !context.userId,
    hasPaymentId: (_, params: { paymentId: string | null }) => !!params.paymentId,
    verified: (_, params: { answer: VerifyAnswer }) => params.answer.hotelStatus === 'SUCCESS',
    sendsBackToPayment: (_, params: { answer: VerifyAnswer }) =>
      params.answer.hotelStatus === 'FAILURE' && params.answer.hotelFailureCode === FailureCode.paymentVerificationFailed.code,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ ...input, paymentId: null, signature: null, message: null, verified: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'dataMissing', target: 'invalidData' }, { target: 'loadingGateway' }],
    },
    /** 1. */
    invalidData: {
      tags: 'waiting',
      entry: [
        { type: 'setMessage', params: { message: paymentMessages.invalidData } },
        { type: 'showToast', params: { status: 'error', message: paymentMessages.invalidData } },
      ],
      after: {
        invalidDataRedirect: { target: 'returned', actions: { type: 'goToPayment', params: ({ context }) => ({ bookingId: context.bookingId, ...outcome(context, 'failure') }) } },
      },
    },
    /** 2. */
    loadingGateway: {
      tags: 'processing',
      invoke: { id: 'loadGateway', src: 'loadGateway', onDone: { target: 'checkout' }, onError: { target: 'gatewayFailed' } },
    },
    /** 2. The checkout is open. */
    checkout: {
      tags: 'processing',
      invoke: { id: 'checkout', src: 'checkout', input: ({ context }) => checkoutOptions(context.paymentResponse!) },
      on: {
        'checkout.paid': [
          {
            guard: { type: 'hasPaymentId', params: ({ event }) => ({ paymentId: event.paymentId }) },
            target: 'verifying',
            actions: { type: 'setPayment', params: ({ event }) => ({ paymentId: event.paymentId, signature: event.signature }) },
          },
          { target: 'noPaymentId' },
        ],
        'checkout.dismissed': { target: 'cancelled' },
        'checkout.failed': {
          target: 'paymentFailed',
          actions: [
            { type: 'setPayment', params: ({ event }) => ({ paymentId: event.paymentId, signature: null }) },
            { type: 'setMessage', params: ({ event }) => ({ message: paymentMessages.failed(event.reason || paymentMessages.failedDefault) }) },
          ],
        },
      },
    },
    /** 3. */
    verifying: {
      tags: 'processing',
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          paymentId: context.paymentId!,
          orderId: context.paymentResponse!.order_id,
          userId: context.userId!,
          ...(context.signature ? { signature: context.signature } : {}),
        }),
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => ({ answer: event.output }) },
            target: 'confirmed',
            actions: ['refreshPayments', { type: 'setVerified', params: ({ event }) => ({ result: (event.output as { response: CheckStatusResult }).response }) }],
          },
          {
            guard: { type: 'sendsBackToPayment', params: ({ event }) => ({ answer: event.output }) },
            target: 'returningToPayment',
            actions: ['refreshPayments', { type: 'setMessage', params: ({ event }) => ({ message: refusalMessage(event.output) }) }],
          },
          {
            target: 'verificationRefused',
            actions: ['refreshPayments', { type: 'setMessage', params: ({ event }) => ({ message: refusalMessage(event.output) }) }],
          },
        ],
        onError: { target: 'verifyCallFailed', actions: 'refreshPayments' },
      },
    },
    /** 4. SUCCESS: the verified payment's id, booking and amount. */
    confirmed: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: { status: 'success', message: paymentMessages.successful } },
        {
          type: 'goToStatus',
          params: ({ context }) => ({
            state: { transactionId: context.verified!.paymentId, status: 'success', bookingId: context.verified!.bookingId, amount: context.verified!.amount },
          }),
        },
      ],
    },
    /** 4. A FAILURE other than 2503. */
    verificationRefused: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: ({ context }) => ({ status: 'error', message: context.message! }) },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'failure') },
      ],
    },
    /** 4. Failure code 2503: the message, then back to /payment. */
    returningToPayment: {
      tags: 'waiting',
      entry: { type: 'showToast', params: ({ context }) => ({ status: 'error', message: context.message! }) },
      after: {
        verificationRedirect: { target: 'returned', actions: { type: 'goToPayment', params: ({ context }) => ({ bookingId: context.bookingId, ...outcome(context, 'failure') }) } },
      },
    },
    /** 5. */
    noPaymentId: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: { status: 'error', message: paymentMessages.noPaymentId } },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'failure', null) },
      ],
    },
    /** 6. */
    verifyCallFailed: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: { status: 'error', message: paymentMessages.verifyFailed } },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'failure') },
      ],
    },
    /** 7. */
    cancelled: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: { status: 'info', message: paymentMessages.cancelled } },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'cancelled') },
      ],
    },
    /** 8. */
    paymentFailed: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: ({ context }) => ({ status: 'error', message: context.message! }) },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'failure') },
      ],
    },
    /** 9. */
    gatewayFailed: {
      type: 'final',
      tags: 'processing',
      entry: [
        { type: 'showToast', params: { status: 'error', message: paymentMessages.scriptFailed } },
        { type: 'goToStatus', params: ({ context }) => outcome(context, 'failure') },
      ],
    },
    /** Back at /payment (1, and 4 with code 2503). */
    returned: { type: 'final', tags: 'waiting' },
  },
});

/** A refused verification's words: the server's message, or "Payment verification failed.". */
function refusalMessage(answer: VerifyAnswer): string {
  return (answer.hotelStatus === 'FAILURE' && answer.hotelFailureMsg) || paymentMessages.verificationFailed;
}
