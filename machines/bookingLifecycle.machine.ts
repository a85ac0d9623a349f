import { assign, setup } from 'xstate';
import { bookingStates, lifecycleMoves, type BookingState, type LifecycleCause, type LifecycleMove, type PaymentState } from '../contract/bookingLifecycle';

export interface BookingLifecycleContext {
  paymentStatus: PaymentState;
  /** The cause of the last move, as its event row names it (null before the first). */
  lastCause: LifecycleCause | null;
}

/**
 * A move's cause, with the payment status the server writes with it (absent: unchanged). The
 * server sends no events: this machine draws and tests the table its lifecycle module applies.
 */
export type BookingLifecycleEvent = { type: LifecycleCause; paymentStatus?: PaymentState };

/** The name of a move's payment rule, as the diagram shows it: "payment PENDING → SUCCESS". */
export const paymentRuleName = (payment: LifecycleMove['payment']): string => `payment ${payment.from.join(', ')} → ${payment.to === 'kept' ? 'kept' : payment.to}`;

/** Whether the event's payment status is one the move allows from the booking's. */
const paymentRule =
  (payment: LifecycleMove['payment']) =>
  ({ context, event }: { context: BookingLifecycleContext; event: BookingLifecycleEvent }): boolean => {
    const after = event.paymentStatus ?? context.paymentStatus;
    return payment.from.includes(context.paymentStatus) && (payment.to === 'kept' ? after === context.paymentStatus : after === payment.to);
  };

/** One named guard per payment rule of the table. */
const guards = Object.fromEntries(lifecycleMoves.map((m) => [paymentRuleName(m.payment), paymentRule(m.payment)]));

/** Each status's moves, by cause, in the table's order; a move to the same status stays in it. */
function movesFrom(state: BookingState) {
  const on: Partial<Record<LifecycleCause, Array<{ target?: BookingState; guard: string; actions: Array<{ type: 'writePayment' | 'recordMove' }> }>>> = {};
  for (const move of lifecycleMoves.filter((m) => m.from === state)) {
    (on[move.cause] ??= []).push({
      ...(move.to === state ? {} : { target: move.to }),
      guard: paymentRuleName(move.payment),
      // Every move writes its event row, a move that changes no status too.
      actions: move.payment.to === 'kept' ? [{ type: 'recordMove' }] : [{ type: 'writePayment' }, { type: 'recordMove' }],
    });
  }
  return { on };
}

/**
 * A booking's life on the server, from its review (DRAFT) on: paid now (PENDING) or later (HOLD),
 * settled by its first payment (SUCCESS), expired or cancelled when its hold lapses, cancelled by
 * the traveller, taken again or refunded when a payment comes late, a second payment refunded,
 * and its refunds processed. Every move and its payment status come from
 * contract/bookingLifecycle.ts, which the server applies (server/modules/bookings/lifecycle.ts);
 * an event the table does not allow changes nothing. Deleting an account moves no booking: it is
 * refused while one awaits payment or its stay is to come.
 */
export const bookingLifecycleMachine = setup({
  types: {
    context: {} as BookingLifecycleContext,
    events: {} as BookingLifecycleEvent,
  },
  guards,
  actions: {
    writePayment: assign(({ context, event }) => ({ paymentStatus: event.paymentStatus ?? context.paymentStatus })),
    recordMove: assign(({ event }) => ({ lastCause: event.type })),
  },
}).createMachine({
  id: 'bookingLifecycle',
  initial: 'DRAFT',
  // A draft's payment awaits, as the review writes it.
  context: { paymentStatus: 'PENDING', lastCause: null },
  states: Object.fromEntries(bookingStates.map((state) => [state, movesFrom(state)])) as Record<BookingState, ReturnType<typeof movesFrom>>,
});
