import { assign, fromPromise, setup } from 'xstate';
import { accountMessages, type DeleteAccountRequest } from '../contract/account';
import { FailureCode } from '../contract/failureCodes';
import { accountFailureOf } from './rules/accountFailure';
import { ACCOUNT_DELETED, DELETION_CHOICES, DELETION_FEEDBACK_MAX, type DeletionReason } from './rules/accountDeletion';

export interface DeleteAccountInput {
  userId: string;
}

export interface DeleteAccountContext extends DeleteAccountInput {
  /** The reasons ticked, in the page's order. */
  reasons: DeletionReason[];
  feedback: string;
  /** "Please select at least one reason.", the open bookings, the server's refusal, or a failure; null otherwise. */
  problem: string | null;
  /** Bookings upcoming or awaiting payment, as last checked: the account cannot go while there are any. */
  openBookings: number;
}

export type DeleteAccountEvent =
  | { type: 'reason.toggled'; reason: DeletionReason; on: boolean }
  | { type: 'feedback.changed'; value: string }
  | { type: 'deletion.requested' }
  | { type: 'deletion.confirmed' }
  | { type: 'deletion.dismissed' };

/**
 * What a failed deletion says: the server's words when it refuses because bookings are open
 * (409), "Unexpected response from server." for an answer it does not know, and "Failed to
 * delete account. Please try again." otherwise.
 */
export function deletionProblem(error: unknown): string {
  const failure = accountFailureOf(error);
  if (failure?.kind === 'refused' && failure.code === FailureCode.conflict.code) return failure.message;
  if (failure?.kind === 'unexpected') return accountMessages.deleteUnexpected;
  return accountMessages.deleteFailed;
}

/**
 * Deleting the account. The traveller ticks
 * reasons (seven, "Other reasons" among them) and may leave feedback; `deletion.requested`
 * without a reason says "Please select at least one reason.". With one, the traveller's bookings
 * are checked first (`countOpenBookings`: upcoming or awaiting payment, which the server would
 * refuse the deletion for): while there are any the page says so, before any question; else (or
 * when they cannot be read: the server still checks) it asks to confirm (the deletion cannot be
 * undone). `deletion.confirmed` calls `deleteAccount`. Success:
 * `clearLocalStorage` and a toast at once, then after `deletionRedirect` (1.5 s) `goHome` and
 * `endSession` (the tab follows what local storage now holds: no login). A refusal while
 * upcoming or unpaid bookings exist shows the server's message; other failures the spec's.
 */
export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    input: {} as DeleteAccountInput,
    events: {} as DeleteAccountEvent,
  },
  delays: {
    deletionRedirect: 1500,
  },
  actors: {
    deleteAccount: fromPromise<unknown, DeleteAccountRequest>(async () => {
      throw new Error('deleteAccount is provided by the app');
    }),
    /** The traveller's bookings upcoming or awaiting payment (POST /my-bookings, read afresh). */
    countOpenBookings: fromPromise<number, DeleteAccountInput>(async () => {
      throw new Error('countOpenBookings is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    /** Side effect, provided by the app: clear all local storage (the stored login). */
    clearLocalStorage: () => {},
    /** Side effect, provided by the app: navigate to /. */
    goHome: () => {},
    /** Side effect, provided by the app: the tab's session follows local storage, which holds no login now. */
    endSession: () => {},
    setReason: assign(({ context }, params: { reason: DeletionReason; on: boolean }) => ({
      reasons: DELETION_CHOICES.filter((r) => (r === params.reason ? params.on : context.reasons.includes(r))),
      problem: null,
    })),
    setFeedback: assign((_, params: { value: string }) => ({ feedback: params.value.slice(0, DELETION_FEEDBACK_MAX) })),
    needReason: assign({ problem: accountMessages.deleteReason }),
    clearProblem: assign({ problem: null }),
    failed: assign((_, params: { error: unknown }) => ({ problem: deletionProblem(params.error) })),
    bookingsOpen: assign((_, params: { count: number }) => ({ openBookings: params.count, problem: accountMessages.deleteBlocked })),
  },
  guards: {
    hasReason: ({ context }) => context.reasons.length > 0,
    anyOpen: (_, params: { count: number }) => params.count > 0,
  },
}).createMachine({
  id: 'deleteAccount',
  context: ({ input }) => ({ userId: input.userId, reasons: [], feedback: '', problem: null, openBookings: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'reason.toggled': { actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason, on: event.on }) } },
        'feedback.changed': { actions: { type: 'setFeedback', params: ({ event }) => ({ value: event.value }) } },
        'deletion.requested': [{ guard: 'hasReason', target: 'checkingBookings', actions: 'clearProblem' }, { actions: 'needReason' }],
      },
    },
    /** Any booking upcoming or awaiting payment stops the deletion before the question. */
    checkingBookings: {
      invoke: {
        id: 'countOpenBookings',
        src: 'countOpenBookings',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'anyOpen', params: ({ event }) => ({ count: event.output }) },
            target: 'choosing',
            actions: { type: 'bookingsOpen', params: ({ event }) => ({ count: event.output }) },
          },
          { target: 'confirming' },
        ],
        // Not read: the question is asked; the server refuses a deletion with open bookings anyway.
        onError: { target: 'confirming' },
      },
    },
    /** "Delete your account?": it cannot be undone. */
    confirming: {
      on: {
        'deletion.confirmed': { target: 'deleting' },
        'deletion.dismissed': { target: 'choosing' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ userId: context.userId, reasons: context.reasons, feedback: context.feedback.trim() }),
        onDone: { target: 'deleted', actions: ['clearLocalStorage', { type: 'showToast', params: { status: 'success', message: ACCOUNT_DELETED } }] },
        onError: { target: 'choosing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Deleted: the page says so for 1.5 s, then home. */
    deleted: {
      after: { deletionRedirect: { target: 'done', actions: ['goHome', 'endSession'] } },
    },
    done: { type: 'final' },
  },
});
