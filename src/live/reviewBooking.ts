/**
 * The review booking machine with its real effects: the review and booking calls, the login the
 * tab runs, the guest details held for the session, toasts, and the way on (the payment page,
 * upcoming bookings, back).
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { BookingResult, ReviewResponseBody } from '../../contract/booking';
import { reviewBookingMachine, type BookRequest, type ReviewBookingInput, type ReviewRequest } from '../../machines/reviewBooking.machine';
import { links, paths } from '../app/paths';
import { book, refreshBookingCaches, reviewBooking } from '../api/bookings';
import { sessionKeys, sessionStore } from '../api/storage';
import { parseHeldDetails } from '../../domain/guestForm';
import { keepBookingId, keepGuestDetails } from './guestDetails';
import { requestLogin } from './loginFlow';
import { showToast } from './toast';

export const liveReviewBookingMachine = reviewBookingMachine.provide({
  actors: {
    loadReview: fromPromise<ReviewResponseBody, ReviewRequest>(({ input }) => reviewBooking(input)),
    book: fromPromise<BookingResult, BookRequest>(({ input }) => book(input.mode, input.payload)),
  },
  actions: {
    requestLogin: ({ self }, { intent }) => requestLogin(intent, self),
    keepGuestDetails: (_, { details }) => keepGuestDetails(details),
    bookingMade: (_, { bookingId }) => {
      keepBookingId(bookingId);
      void refreshBookingCaches();
    },
    showToast: (_, params) => showToast(params),
    goToPayment: (_, { state }) => navigate(links.payment(state.BookingId), { state }),
    goToUpcoming: () => navigate(paths.userUpcoming),
    // A page opened on its own (a link in a new tab) has nothing to go back to: home instead.
    goBack: () => (window.history.length > 1 ? window.history.back() : navigate(paths.home)),
  },
});

/** What the page's machine starts from: the URL's ids and the guest details the session holds. */
export function reviewBookingInput(hotelId: string, optionId: string): ReviewBookingInput {
  return { hotelId, optionId, held: parseHeldDetails(sessionStore.get(sessionKeys.guestDetails)) };
}
