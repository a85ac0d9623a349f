import type { SnapshotFrom } from 'xstate';
import type { paymentInitiationMachine } from './paymentInitiation.machine';

type Snapshot = SnapshotFrom<typeof paymentInitiationMachine>;

/** Pay can be pressed: no start is in flight and the page has not left. */
export const selectCanPay = (s: Snapshot) => s.can({ type: 'pay.requested', amount: 0 });
/** The start is in flight, or the page is leaving for the checkout or the gateway: Pay shows it is busy. */
export const selectPayBusy = (s: Snapshot) => !s.matches('idle');
/** The spec's message of the last failed start, or null. */
export const selectPayProblem = (s: Snapshot) => s.context.problem;
