import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** "Processing Payment..." with its spinner: the checkout is loading, open or being verified, or the page is on its way. */
export const selectProcessing = (s: Snapshot) => s.hasTag('processing');
/** What the page says while it waits to return to /payment (invalid data, or code 2503), else null. */
export const selectWaitingMessage = (s: Snapshot) => (s.hasTag('waiting') ? s.context.message : null);
/** The check-status flow's state, by the spec's outcome names. */
