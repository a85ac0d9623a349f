import { assign, fromPromise, setup } from 'xstate';
import type { FailureEnvelope } from '../contract/envelope';
import { paymentMessages, type PaymentOrderData } from '../contract/payments';
import { paymentStart } from './rules/paymentFlow';
import type { CheckStatusState } from './rules/paymentFlow';

export interface PaymentInitiationInput {
  userId: string;
  bookingId: string;
}

/** What `initiatePayment` is given (POST /initiate-payment). */
export interface InitiationRequest {
  userId: string;
  bookingId: string;
  /** Rupees. */
  amount: number;
}

/** The server's answer as it came: SUCCESS with a response to read, or a FAILURE. */
export type InitiationAnswer = { hotelStatus: 'SUCCESS'; response: unknown } | FailureEnvelope;

export interface PaymentInitiationContext {
  userId: string;
  bookingId: string;
  /** Rupees: the amount due the page showed when Pay was pressed. */
  amount: number;
  /** The spec's message of the last failed start, or null. */
  problem: string | null;
}

export type PaymentInitiationEvent = { type: 'pay.requested'; amount: number };

/** A refusal's words: the server's message, or the spec's. */
const refusalMessage = (answer: InitiationAnswer) => (answer.hotelStatus === 'FAILURE' && answer.hotelFailureMsg) || paymentMessages.initiationFailed;

/**
 * The payment page's Pay action. `pay.requested` with the
 * amount the page shows asks `initiatePayment`. A SUCCESS with gateway PHONEPE and a redirectUrl
 * follows that URL (`redirecting`); with RAZORPAY and the order data it goes to /check-status
 * with the payment order data and the booking id (`toCheckout`); anything else says "Invalid
 * payment response. Please try again.". A FAILURE says the server's message, or "Payment
 * initiation failed. Please try again.", and reads the booking again (its amount or state may
 * have changed: 409). A call that fails says "An error occurred while initiating payment. Please
 * try again.". Each message is a toast too; the traveller may press Pay again.
 */
export const paymentInitiationMachine = setup({
  types: {
    context: {} as PaymentInitiationContext,
    input: {} as PaymentInitiationInput,
    events: {} as PaymentInitiationEvent,
  },
  actors: {
    initiatePayment: fromPromise<InitiationAnswer, InitiationRequest>(async () => {
      throw new Error('initiatePayment is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: an error toast. */
    showToast: (_, _params: { status: 'error'; message: string }) => {},
    /** Side effect, provided by the app: read the booking again (the page shows what is owed now). */
    refreshBooking: (_, _params: { bookingId: string }) => {},
    /** Side effect, provided by the app: leave for the gateway's page. */
    followRedirect: (_, _params: { url: string }) => {},
    /** Side effect, provided by the app: navigate to /check-status with its state. */
    goToCheckStatus: (_, _params: { state: CheckStatusState }) => {},
    start: assign((_, params: { amount: number }) => ({ amount: params.amount, problem: null })),
    setProblem: assign((_, params: { message: string }) => ({ problem: params.message })),
  },
  guards: {
    refused: (_, params: { answer: InitiationAnswer }) => params.answer.hotelStatus === 'FAILURE',
    redirects: (_, params: { answer: InitiationAnswer }) => paymentStart(successResponse(params.answer)).kind === 'redirect',
    opensCheckout: (_, params: { answer: InitiationAnswer }) => paymentStart(successResponse(params.answer)).kind === 'checkout',
  },
}).createMachine({
  id: 'paymentInitiation',
  context: ({ input }) => ({ userId: input.userId, bookingId: input.bookingId, amount: 0, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'pay.requested': { target: 'initiating', actions: { type: 'start', params: ({ event }) => ({ amount: event.amount }) } } },
    },
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({ userId: context.userId, bookingId: context.bookingId, amount: context.amount }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
            actions: [
              { type: 'setProblem', params: ({ event }) => ({ message: refusalMessage(event.output) }) },
              { type: 'showToast', params: ({ event }) => ({ status: 'error', message: refusalMessage(event.output) }) },
              { type: 'refreshBooking', params: ({ context }) => ({ bookingId: context.bookingId }) },
            ],
          },
          {
            guard: { type: 'redirects', params: ({ event }) => ({ answer: event.output }) },
            target: 'redirecting',
            actions: { type: 'followRedirect', params: ({ event }) => ({ url: (paymentStart(successResponse(event.output)) as { url: string }).url }) },
          },
          {
            guard: { type: 'opensCheckout', params: ({ event }) => ({ answer: event.output }) },
            target: 'toCheckout',
            actions: {
              type: 'goToCheckStatus',
              params: ({ context, event }) => ({ state: { paymentResponse: orderOf(event.output), bookingId: context.bookingId } }),
            },
          },
          {
            target: 'idle',
            actions: [
              { type: 'setProblem', params: { message: paymentMessages.invalidResponse } },
              { type: 'showToast', params: { status: 'error', message: paymentMessages.invalidResponse } },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'setProblem', params: { message: paymentMessages.initiationError } },
            { type: 'showToast', params: { status: 'error', message: paymentMessages.initiationError } },
          ],
        },
      },
    },
    /** Gone to the gateway's page (PHONEPE). */
    redirecting: { type: 'final' },
    /** Gone to /check-status, which opens the checkout (RAZORPAY). */
    toCheckout: { type: 'final' },
  },
});

function successResponse(answer: InitiationAnswer): unknown {
  return answer.hotelStatus === 'SUCCESS' ? answer.response : null;
}

function orderOf(answer: InitiationAnswer): PaymentOrderData {
  return (paymentStart(successResponse(answer)) as { order: PaymentOrderData }).order;
}
