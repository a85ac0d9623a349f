/**
 * The account machines with their real effects: the profile (its calls, the photo read for its
 * preview, adding the missing identity), deleting the account (the call, local storage cleared, home, the tab's session
 * following what local storage holds), and the app rating.
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { Profile } from '../../contract/account';
import { appRatingMachine, type SaveRatingCall, type SavedRating } from '../../machines/appRating.machine';
import { deleteAccountMachine } from '../../machines/deleteAccount.machine';
import { profileMachine, type ProfileInput, type SaveProfileCall } from '../../machines/profile.machine';
import { paths } from '../app/paths';
import { accountInfo, deleteAccount, saveAppRating, saveProfile } from '../api/account';
import { myBookings } from '../api/bookings';
import { localStore } from '../api/storage';
import { todayInIndia } from '../../domain/dates';
import type { PhotoFile } from '../../machines/rules/profileForm';
import { liveLinkIdentityMachine } from './linkIdentity';
import { readPhoto } from './photoFile';
import { sessionActor } from './session';
import { readStoredLogin } from './storedLogin';
import { showToast } from './toast';

export const liveProfileMachine = profileMachine.provide({
  actors: {
    loadProfile: fromPromise<Profile, { userId: string }>(({ input, signal }) => accountInfo(input.userId, signal)),
    saveProfile: fromPromise<Profile, SaveProfileCall>(({ input }) => saveProfile(input)),
    readPhoto: fromPromise<string, PhotoFile>(({ input }) => readPhoto(input)),
    linkIdentity: liveLinkIdentityMachine,
  },
  actions: {
    showToast: (_, params) => showToast(params),
  },
});

/** What the profile page's machine starts from: the user and India's date today. */
export function profileInput(userId: string): ProfileInput {
  return { userId, today: todayInIndia(new Date()) };
}

export const liveDeleteAccountMachine = deleteAccountMachine.provide({
  actors: {
    deleteAccount: fromPromise(({ input }) => deleteAccount(input)),
    // Read afresh, not from the cache: a booking made or cancelled elsewhere counts.
    countOpenBookings: fromPromise<number, { userId: string }>(async ({ input, signal }) => (await myBookings(input.userId).load(signal)).upcoming.length),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    clearLocalStorage: () => localStore.clear(),
    goHome: () => navigate(paths.home),
    // The server ended every session of the account. This tab is told what local storage holds
    // now (no login), as other tabs are by the storage event: it becomes a guest with a new
    // guest token, and drops what it had read for the user.
    endSession: () => sessionActor().send({ type: 'session.storageChanged', ...readStoredLogin() }),
  },
});

export const liveAppRatingMachine = appRatingMachine.provide({
  actors: {
    saveRating: fromPromise<SavedRating, SaveRatingCall>(({ input }) => saveAppRating(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
  },
});
