/**
 * The guest details held for the session: the review form's primary guest and
 * business details, and the booking last made, in session storage. A logout (or a session the
 * server ended) resets them (sessionEffects.ts); the review page reads them (reviewBooking.ts).
 * Kept apart from the form's rules: the tab's effects, in the first page, import this file.
 */
import { sessionKeys, sessionStore } from '../api/storage';
import type { HeldGuestDetails } from '../../machines/rules/guestForm';

export function keepGuestDetails(details: HeldGuestDetails): void {
  sessionStore.set(sessionKeys.guestDetails, JSON.stringify(details));
}

export function keepBookingId(bookingId: string): void {
  sessionStore.set(sessionKeys.hotelBookingId, bookingId);
}

export function resetGuestDetails(): void {
  sessionStore.remove(sessionKeys.guestDetails);
  sessionStore.remove(sessionKeys.hotelBookingId);
}
