import { describe, expect, it } from 'vitest';
import { allowedMove, bookingStates, lifecycleCauses, paymentStates, type LifecycleCause, type PaymentState } from '../../contract/bookingLifecycle';
import { getNextSnapshot } from 'xstate';
import { bookingLifecycleMachine } from '../../machines/bookingLifecycle.machine';
import { bookingLifecycleModel } from './bookingLifecycle.model';
import { describeModel } from './support/describeModel';

describeModel('bookingLifecycle', bookingLifecycleModel);

describe('bookingLifecycle and the table the server applies', () => {
  const causes = Object.keys(lifecycleCauses) as LifecycleCause[];
  const asked: Array<PaymentState | undefined> = [undefined, ...paymentStates];

  it('the machine takes exactly the moves allowedMove allows, from every status and payment status', () => {
    let allowed = 0;
    for (const status of bookingStates)
      for (const paymentStatus of paymentStates) {
        const snapshot = bookingLifecycleMachine.resolveState({ value: status, context: { paymentStatus, lastCause: null } });
        for (const type of causes)
          for (const written of asked) {
            const event = written ? { type, paymentStatus: written } : { type };
            const next = getNextSnapshot(bookingLifecycleMachine, snapshot, event);
            const expected = allowedMove({ status, paymentStatus }, type, { status: next.value as typeof status, paymentStatus: next.context.paymentStatus });
            const moved = snapshot.can(event);
            // A move the table allows, to the payment status the event asked for; else nothing changes.
            expect({ status, paymentStatus, event, moved }).toEqual({ status, paymentStatus, event, moved: Boolean(expected) && (written === undefined || next.context.paymentStatus === written) });
            if (moved) expect(next.context.lastCause).toBe(type);
            else expect([next.value, next.context]).toEqual([snapshot.value, snapshot.context]);
            if (moved) allowed++;
          }
      }
    expect(allowed).toBeGreaterThan(0);
  });

  it('refuses what a booking can never do', () => {
    const refused = (status: (typeof bookingStates)[number], paymentStatus: PaymentState, cause: LifecycleCause, to: (typeof bookingStates)[number], toPayment: PaymentState) =>
      expect(allowedMove({ status, paymentStatus }, cause, { status: to, paymentStatus: toPayment })).toBeUndefined();
    // A confirmed booking does not expire, and a cancelled one is not confirmed by the same payment again.
    refused('SUCCESS', 'SUCCESS', 'expire', 'EXPIRED', 'NOT_PAID');
    refused('CANCELLED', 'NOT_PAID', 'settle', 'SUCCESS', 'SUCCESS');
    // Nothing goes back to a draft, and a cancellation never says paid for a booking that was not.
    refused('PENDING', 'PENDING', 'cancel', 'DRAFT', 'PENDING');
    refused('PENDING', 'PENDING', 'cancel', 'CANCELLED', 'REFUND_PENDING');
    // A refund is processed only when one was pending.
    refused('CANCELLED', 'SUCCESS', 'refund', 'CANCELLED', 'REFUNDED');
  });
});
