/**
 * Browser storage keys, in one place. Session storage holds what lasts one tab
 * session; local storage holds the login, which every tab of the browser shares.
 */
export const sessionKeys = {
  deviceToken: 'deviceToken',
  otpStartTime: 'otpStartTime',
  /** Beyond the spec: the OTP step's channel, contact and country, so a reload reopens it. */
  otpStep: 'otpStep',
  /** Beyond the spec: 'user' while `deviceToken` is a logged-in user's token (not the tab's guest token). */
  deviceTokenKind: 'deviceTokenKind',
  destination: 'destination',
  destinationId: 'destinationId',
  /** Beyond the spec: the airport, station, landmark or hotel the destination names (JSON `{kind, id}`), if any. */
  destinationPlace: 'destinationPlace',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  rooms: 'rooms',
  /** The review form's primary guest and business details. */
  guestDetails: 'guestDetails',
  /** Kept with the guest details: the booking last made in this session. */
  hotelBookingId: 'hotelBookingId',
} as const;

/**
 * The loggedIn flag and userId of the spec, and (beyond it) the user's device token, so that a
 * page opened in a new tab, which starts with empty session storage, uses the same login.
 */
export const localKeys = {
  loggedIn: 'loggedIn',
  userId: 'userId',
  userToken: 'userToken',
  /** Beyond the spec: the last destinations searched in this browser (JSON), offered when the destination box opens empty. */
  recentSearches: 'recentSearches',
} as const;

/** Whether the browser keeps a login (the loggedIn flag): the tab's start and the early guest call read it. */
export const storedLoggedIn = (): boolean => localStore.get(localKeys.loggedIn) === 'true';

/** The correlation-id header every call sends: a timestamp string. */
export const correlationHeader = (): [string, string] => ['correlation-id', String(Date.now())];

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const sessionStore = {
  get: (key: string): string | null => safe(() => globalThis.sessionStorage?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => globalThis.sessionStorage?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => globalThis.sessionStorage?.removeItem(key), undefined),
  clear: () => safe(() => globalThis.sessionStorage?.clear(), undefined),
};

export const localStore = {
  get: (key: string): string | null => safe(() => globalThis.localStorage?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => globalThis.localStorage?.setItem(key, value), undefined),
  clear: () => safe(() => globalThis.localStorage?.clear(), undefined),
};

/**
 * The tab's own device token as session storage holds it, or none when what it holds is a
 * logged-in user's token: that login is gone (a logout or a 401 in another tab), so the token is
 * ended. One rule for the tab's start (src/live/tab.ts) and the early guest call.
 */
export function tabOwnToken(): string | null {
  return sessionStore.get(sessionKeys.deviceTokenKind) === 'user' ? null : sessionStore.get(sessionKeys.deviceToken);
}
