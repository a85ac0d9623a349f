/**
 * The account's bookings lists and the cancel flow with their real effects: POST /my-bookings
 * through the cache, and the cancel call, its toast and the refreshed lists.
 */
import { fromPromise } from 'xstate';
import type { CancelResult, MyBookings } from '../../contract/booking';
import { cancelBookingMachine, type CancelBookingRequest } from '../../machines/cancelBooking.machine';
import { bookingMessages } from '../../contract/booking';
import { cancelBooking, myBookings, needsLogin, refreshBookingCaches } from '../api/bookings';
import { showToast } from './toast';
import { useCachedRead } from './useCachedRead';

export const liveCancelBookingMachine = cancelBookingMachine.provide({
  actors: {
    cancelBooking: fromPromise<CancelResult, CancelBookingRequest>(({ input }) => cancelBooking(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    refreshBookings: () => void refreshBookingCaches(),
  },
});

export type BookingLists =
  | { status: 'loading' }
  | { status: 'ready'; lists: MyBookings }
  | { status: 'failed'; message: string; retry: () => void };

/**
 * The signed-in traveller's bookings (cached 5 minutes, dropped after a booking or a
 * cancellation). Without a login, or when the server no longer knows it: "Please log in to view
 * your bookings."; another failure: the server's message.
 */
export function useMyBookings(userId: string | null): BookingLists {
  const read = useCachedRead(myBookings(userId ?? ''));
  if (!userId) return { status: 'failed', message: bookingMessages.loginToView, retry: read.retry };
  if (read.error) return { status: 'failed', message: needsLogin(read.error) ? bookingMessages.loginToView : read.error.message || bookingMessages.notFound, retry: read.retry };
  if (read.isPending) return { status: 'loading' };
  return { status: 'ready', lists: read.data };
}
