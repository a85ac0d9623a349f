/**
 * A booking's life, written once: every status a booking and its payment can have, and every
 * move between them with the cause that makes it. The server applies this table to every change
 * it makes (server/modules/bookings/lifecycle.ts) and refuses any move not in it; the machine
 * machines/bookingLifecycle.machine.ts is built from it, so its diagram and its tests show the
 * server's flow as it runs. Plain data, without zod, so both sides read it.
 */

export const bookingStates = ['DRAFT', 'PENDING', 'HOLD', 'SUCCESS', 'CANCELLED', 'EXPIRED'] as const;
export type BookingState = (typeof bookingStates)[number];

export const paymentStates = ['PENDING', 'SUCCESS', 'REFUND_PENDING', 'REFUNDED', 'NOT_PAID'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Who makes a move happen: the traveller, the payment provider, or the server on its own (a job, a deadline). */
export type LifecycleActor = 'traveller' | 'provider' | 'system';

/** Every cause of a move, with who brings it and what it means. */
export const lifecycleCauses = {
  pay: { actor: 'traveller', means: 'the traveller books to pay now: the rooms are held while they pay' },
  payLater: { actor: 'traveller', means: 'the traveller books to pay later: the rooms are held until the pay-by time' },
  extendHold: { actor: 'system', means: 'a checkout would outlast the hold: the hold is extended once to cover it' },
  settle: { actor: 'provider', means: 'the first payment captured while the booking awaits payment confirms it' },
  expire: { actor: 'system', means: 'the hold lapsed unpaid: a pay-now booking expires, a pay-later one is cancelled as not paid' },
  cancel: { actor: 'traveller', means: 'the traveller cancels: nothing paid is not paid, a refund due is pending, a penalty that keeps it all leaves it paid' },
  retake: { actor: 'system', means: 'a payment came after the hold lapsed and the same rooms at the same price are free: they are held again for it' },
  latePayment: { actor: 'provider', means: 'a payment came after the hold lapsed and its rooms could not be taken again: it is refunded in full' },
  duplicatePayment: { actor: 'provider', means: 'a second payment of a booking already paid: it is refunded in full and the booking changes in nothing' },
  refund: { actor: 'system', means: "the provider has processed every refund the booking's payment status waited for" },
} as const satisfies Record<string, { actor: LifecycleActor; means: string }>;
export type LifecycleCause = keyof typeof lifecycleCauses;

/**
 * One allowed move: from a booking status, by a cause, to a booking status; the payment status it
 * may start from, and what it becomes (`'kept'`: unchanged).
 */
export interface LifecycleMove {
  from: BookingState;
  cause: LifecycleCause;
  to: BookingState;
  payment: { from: readonly PaymentState[]; to: PaymentState | 'kept' };
}

/** A booking awaiting payment, whose payment status is always PENDING. */
const awaiting = ['PENDING'] as const;
/** What a lapsed booking's payment may be: never paid, or an earlier late payment refunded or on its way back. */
const lapsed = ['NOT_PAID', 'REFUND_PENDING', 'REFUNDED'] as const;
/** What a booking that was paid may show once cancelled: kept in full by its penalty, or refunded (on the way or done). */
const paidThenCancelled = ['SUCCESS', 'REFUND_PENDING', 'REFUNDED'] as const;

/** Every move the server makes, and no other. */
export const lifecycleMoves: readonly LifecycleMove[] = [
  { from: 'DRAFT', cause: 'pay', to: 'PENDING', payment: { from: awaiting, to: 'kept' } },
  { from: 'DRAFT', cause: 'payLater', to: 'HOLD', payment: { from: awaiting, to: 'kept' } },

  { from: 'PENDING', cause: 'extendHold', to: 'PENDING', payment: { from: awaiting, to: 'kept' } },
  { from: 'PENDING', cause: 'settle', to: 'SUCCESS', payment: { from: awaiting, to: 'SUCCESS' } },
  { from: 'PENDING', cause: 'expire', to: 'EXPIRED', payment: { from: awaiting, to: 'NOT_PAID' } },
  { from: 'PENDING', cause: 'cancel', to: 'CANCELLED', payment: { from: awaiting, to: 'NOT_PAID' } },

  { from: 'HOLD', cause: 'extendHold', to: 'HOLD', payment: { from: awaiting, to: 'kept' } },
  { from: 'HOLD', cause: 'settle', to: 'SUCCESS', payment: { from: awaiting, to: 'SUCCESS' } },
  { from: 'HOLD', cause: 'expire', to: 'CANCELLED', payment: { from: awaiting, to: 'NOT_PAID' } },
  { from: 'HOLD', cause: 'cancel', to: 'CANCELLED', payment: { from: awaiting, to: 'NOT_PAID' } },

  { from: 'SUCCESS', cause: 'cancel', to: 'CANCELLED', payment: { from: ['SUCCESS'], to: 'REFUND_PENDING' } },
  { from: 'SUCCESS', cause: 'cancel', to: 'CANCELLED', payment: { from: ['SUCCESS'], to: 'kept' } },
  { from: 'SUCCESS', cause: 'duplicatePayment', to: 'SUCCESS', payment: { from: ['SUCCESS'], to: 'kept' } },

  { from: 'CANCELLED', cause: 'retake', to: 'PENDING', payment: { from: lapsed, to: 'PENDING' } },
  { from: 'CANCELLED', cause: 'latePayment', to: 'CANCELLED', payment: { from: lapsed, to: 'REFUND_PENDING' } },
  { from: 'CANCELLED', cause: 'duplicatePayment', to: 'CANCELLED', payment: { from: paidThenCancelled, to: 'kept' } },
  { from: 'CANCELLED', cause: 'refund', to: 'CANCELLED', payment: { from: ['REFUND_PENDING'], to: 'REFUNDED' } },

  { from: 'EXPIRED', cause: 'retake', to: 'PENDING', payment: { from: lapsed, to: 'PENDING' } },
  { from: 'EXPIRED', cause: 'latePayment', to: 'EXPIRED', payment: { from: lapsed, to: 'REFUND_PENDING' } },
  { from: 'EXPIRED', cause: 'refund', to: 'EXPIRED', payment: { from: ['REFUND_PENDING'], to: 'REFUNDED' } },
];

/** A booking's two statuses together. */
export interface LifecyclePoint {
  status: BookingState;
  paymentStatus: PaymentState;
}

/** The move that takes a booking from `before` to `after` by `cause`, or undefined when none may. */
export function allowedMove(before: LifecyclePoint, cause: LifecycleCause, after: LifecyclePoint): LifecycleMove | undefined {
  return lifecycleMoves.find(
    (m) =>
      m.from === before.status &&
      m.cause === cause &&
      m.to === after.status &&
      m.payment.from.includes(before.paymentStatus) &&
      (m.payment.to === 'kept' ? after.paymentStatus === before.paymentStatus : after.paymentStatus === m.payment.to),
  );
}
