import { createActor, fromCallback } from 'xstate';
import type { StoredLogin } from '../../machines/session.machine';
import type { LoginIntent, LoginRequester, TabInput } from '../../machines/tab.machine';
import type { KeptOtpStep } from '../../machines/tab.machine';

/**
 * What the tab's paths are generated from, and what its wiring tests (tab.test.ts) start with.
 */

export const NOW = 1_767_000_000_000;
export const USER = 'u-8f3a2c';
export const TOKEN = 'rotated-token-0123456789abcdef';
export const GUEST_TOKEN = 'guest-token-0123456789abcdef';

export const noLogin: StoredLogin = { loggedIn: false, userId: null, token: null };
export const storedLogin: StoredLogin = { loggedIn: true, userId: USER, token: TOKEN };

/** The OTP step of a code sent 20 s before a reload. */
export const keptStep: KeptOtpStep = { step: { channel: 'phone', contact: '9876543210', countryIso: 'AE' }, startedAt: NOW - 20_000 };

export const freshGuest: TabInput = { login: noLogin, storedToken: GUEST_TOKEN, otpStep: null, now: NOW };
export const loggedIn: TabInput = { login: storedLogin, storedToken: TOKEN, otpStep: null, now: NOW };
/** A reload while the OTP modal was open: it opens again at the OTP step. */
export const reloadedDuringOtp: TabInput = { login: noLogin, storedToken: GUEST_TOKEN, otpStep: keptStep, now: NOW };
/** A kept step of a user who logged in meanwhile (another tab): it is forgotten. */
export const keptStepLoggedIn: TabInput = { login: storedLogin, storedToken: TOKEN, otpStep: keptStep, now: NOW };
/** A kept step the login form cannot use (tampered storage): forgotten, the tab starts closed. */
export const unusableStep: TabInput = {
  login: noLogin,
  storedToken: GUEST_TOKEN,
  otpStep: { step: { channel: 'phone', contact: '98765', countryIso: 'IN' }, startedAt: NOW - 20_000 },
  now: NOW,
};

export const addHotel: LoginIntent = { type: 'wishlist.add', hotelId: 'h-101' };
/** The review booking page of an option, opened logged out: the booking continues after the login. */
export const continueBooking: LoginIntent = { type: 'booking.continue', hotelId: '1275339007', optionId: '3f9a0c1d2e4b5a6c7d8e-1275339007-2-BBR' };

/** An account page (with its query) visited logged out: the tab shows it after the login, with no one to answer. */
export const openBookings: LoginIntent = { type: 'account.open', path: '/user/upcoming?from=email' };

/** A requester that never runs: the model checks what the tab sends it, not what it does. */
const requester = (id: string): LoginRequester => createActor(fromCallback(() => undefined), { id }) as unknown as LoginRequester;
export const heart = requester('heart');
export const reviewPage = requester('reviewPage');
