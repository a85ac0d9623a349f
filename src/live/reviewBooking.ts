/**
 * The review booking machine with its real effects: the review and booking calls, the login the
 * tab runs, the guest details held for the session, toasts, and the way on (the payment page,
 * upcoming bookings, back).
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { BookingResult, ReviewResponseBody, ReviewShown } from '../../contract/booking';
import { selectIsLoggedIn, selectUserId } from '../../machines/session.selectors';
import { reviewBookingMachine, type BookRequest, type KeepRequest, type ReviewBookingInput, type ReviewRequest } from '../../machines/reviewBooking.machine';
import { links, paths } from '../app/paths';
import { book, previewReview, refreshBookingCaches, reviewBooking } from '../api/bookings';
import { sessionKeys, sessionStore } from '../api/storage';
import { parseHeldDetails } from '../model/heldGuestDetails';
import { keepBookingId, keepGuestDetails } from './guestDetails';
import { requestLogin } from './loginFlow';
import { sessionActor } from './session';
import { showToast } from './toast';

export const liveReviewBookingMachine = reviewBookingMachine.provide({
  actors: {
    loadReview: fromPromise<ReviewShown, ReviewRequest>(({ input: { userId, ...option } }) => (userId ? reviewBooking({ ...option, userId }) : previewReview(option))),
    keepReview: fromPromise<ReviewResponseBody, KeepRequest>(({ input }) => reviewBooking(input)),
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

/** What the page's machine starts from: the URL's ids, the guest details the session holds and the tab's user. */
export function reviewBookingInput(hotelId: string, optionId: string): ReviewBookingInput {
  const session = sessionActor().getSnapshot();
  const userId = selectIsLoggedIn(session) ? selectUserId(session) : null;
  return { hotelId, optionId, held: parseHeldDetails(sessionStore.get(sessionKeys.guestDetails)), userId };
}
