import { expect } from 'vitest';
import type { AccountCallFailure } from '../../contract/account';
import { deleteAccountMachine } from '../../machines/deleteAccount.machine';
import {
  selectBlockedByBookings,
  selectCanChangeDeletion,
  selectCheckingBookings,
  selectCanDismissDeletion,
  selectConfirming,
  selectDeleted,
  selectDeleting,
  selectDeletionFeedback,
  selectDeletionProblem,
  selectDeletionReasons,
} from '../../machines/deleteAccount.selectors';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
const blockedMessage = 'You have upcoming or unpaid bookings. Please cancel them before deleting your account.';

/** What the app's call raises: an error carrying how the call failed. */
const failing = (failure: AccountCallFailure) => Object.assign(new Error('the call failed'), { failure });

export const deleteAccountModel: MachineModel<typeof deleteAccountMachine> = {
  machine: deleteAccountMachine,
  input: { userId: USER },
  events: [
    { type: 'reason.toggled', reason: 'Other reasons', on: true },
    { type: 'reason.toggled', reason: 'Other reasons', on: false },
    { type: 'feedback.changed', value: 'Moving abroad.' },
    { type: 'deletion.requested' },
    { type: 'deletion.confirmed' },
    { type: 'deletion.dismissed' },
  ],
  actors: {
    // None open; one upcoming; the lists cannot be read.
    countOpenBookings: { done: [0, 1], error: [new Error('Network error')] },
    deleteAccount: {
      done: [{ hotelStatus: 'SUCCESS', response: { deleted: true } }],
      error: [
        failing({ kind: 'refused', code: 4090, message: blockedMessage }),
        failing({ kind: 'unexpected' }),
        failing({ kind: 'failed', message: null }),
      ],
    },
  },
  delays: { deletionRedirect: 1500 },
  states: {
    choosing: (s) => {
      expect(selectCanChangeDeletion(s)).toBe(true);
      expect(selectConfirming(s)).toBe(false);
      expect(selectDeleted(s)).toBe(false);
    },
    checkingBookings: (s) => {
      expect(selectCheckingBookings(s)).toBe(true);
      expect(selectCanChangeDeletion(s)).toBe(false);
      expect(selectConfirming(s)).toBe(false);
    },
    confirming: (s) => {
      expect(selectConfirming(s)).toBe(true);
      expect(selectCanDismissDeletion(s)).toBe(true);
      expect(selectDeletionReasons(s).length).toBeGreaterThan(0);
      expect(selectDeletionProblem(s)).toBeNull();
    },
    deleting: (s) => {
      expect(selectDeleting(s)).toBe(true);
      expect(selectCanDismissDeletion(s)).toBe(false);
      expect(selectCanChangeDeletion(s)).toBe(false);
    },
    deleted: (s) => {
      expect(selectDeleted(s)).toBe(true);
      expect(selectCanChangeDeletion(s)).toBe(false);
    },
    done: (s) => expect(s.status).toBe('done'),
  },
  steps: {
    'reason.toggled': ({ event, after }) => {
      expect((selectDeletionReasons(after) as readonly unknown[]).includes(event.reason)).toBe(event.on);
      expect(selectDeletionProblem(after)).toBeNull();
    },
    'feedback.changed': ({ after }) => expect(selectDeletionFeedback(after)).toBe('Moving abroad.'),
    'deletion.requested': ({ before, after }) => {
      // With a reason, the bookings are checked before the question.
      if (selectDeletionReasons(before).length) expect(after.matches('checkingBookings')).toBe(true);
      else {
        expect(after.matches('choosing')).toBe(true);
        expect(selectDeletionProblem(after)).toBe('Please select at least one reason.');
      }
    },
    'xstate.done.actor.countOpenBookings': ({ event, after }) => {
      if (event.output === 0) {
        expect(after.matches('confirming')).toBe(true);
      } else {
        // Said before the "cannot be undone" question, in the server's words, with a way to the bookings.
        expect(after.matches('choosing')).toBe(true);
        expect(selectDeletionProblem(after)).toBe(blockedMessage);
        expect(selectBlockedByBookings(after)).toBe(true);
      }
    },
    'xstate.error.actor.countOpenBookings': ({ after }) => expect(after.matches('confirming')).toBe(true),
    'deletion.dismissed': ({ before, after }) => {
      expect(after.matches('choosing')).toBe(true);
      expect(selectDeletionReasons(after)).toEqual(selectDeletionReasons(before));
    },
    'xstate.done.actor.deleteAccount': ({ after, actions }) => {
      expect(after.matches('deleted')).toBe(true);
      // Local storage is cleared at once; home comes 1.5 s later.
      expect(actions.map((a) => a.type)).toEqual(['clearLocalStorage', 'showToast']);
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Your account has been deleted.' }]);
    },
    'xstate.error.actor.deleteAccount': ({ event, after, actions }) => {
      expect(after.matches('choosing')).toBe(true);
      expect(callsOf(actions, 'clearLocalStorage')).toEqual([]);
      const kind = (event.error as { failure: AccountCallFailure }).failure.kind;
      const expected = { refused: blockedMessage, unexpected: 'Unexpected response from server.', failed: 'Failed to delete account. Please try again.' }[kind];
      expect(selectDeletionProblem(after)).toBe(expected);
    },
    'xstate.after.deletionRedirect.deleteAccount.deleted': ({ after, actions }) => {
      expect(after.status).toBe('done');
      expect(actions.map((a) => a.type)).toEqual(['goHome', 'endSession']);
    },
  },
};
