/**
 * The booking-status page's machine with its real effects: the booking read from the server
 * (POST /booking-detail, always asked again, and kept in the cache the payment page and the
 * lists read), a 404 told apart as "none of yours"; and what the page starts from: the booking id
 * of its URL or of the outcome, and the outcome the check-status flow left in history.
 */
import { fromPromise } from 'xstate';
import type { BookingDetail } from '../../contract/booking';
import { FailureCode } from '../../contract/failureCodes';
import { bookingStatusMachine, type BookingReadFailure, type BookingStatusInput } from '../../machines/bookingStatus.machine';
import { bookingDetail, BookingsError } from '../api/bookings';
import { cached } from '../api/cache';
import { readOutcome } from '../model/bookingStatus';

async function readBooking(bookingId: string): Promise<BookingDetail> {
  const read = bookingDetail(bookingId);
  try {
    return await cached(read.key, read.load, undefined, { staleTime: 0 });
  } catch (error) {
    const failure: BookingReadFailure = error instanceof BookingsError && error.code === FailureCode.notFound.code ? { kind: 'notFound' } : { kind: 'failed' };
    throw Object.assign(new Error(failure.kind), { failure });
  }
}

export const liveBookingStatusMachine = bookingStatusMachine.provide({
  actors: {
    readBooking: fromPromise<BookingDetail, { bookingId: string }>(({ input }) => readBooking(input.bookingId)),
  },
});

/** The page's start: the URL's booking id (else the outcome's), and the outcome of the navigation state, if any. */
export function bookingStatusInput(urlBookingId: string | null, historyState: unknown): BookingStatusInput {
  const outcome = readOutcome(historyState);
  return { bookingId: urlBookingId || outcome?.bookingId || null, outcome };
}
