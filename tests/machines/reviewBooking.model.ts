import { expect } from 'vitest';
import { bookingMessages } from '../../contract/booking';
import { reviewBookingMachine } from '../../machines/reviewBooking.machine';
import {
  selectCanLogIn,
  selectCanPayLater,
  selectCanPayNow,
  selectCanRetry,
  selectEditable,
  selectNewPrice,
  selectPageMessage,
  selectPhase,
  selectPrice,
  selectSubmitting,
} from '../../machines/reviewBooking.selectors';
import { bookingPayload, formNeeds, formProblems, heldDetailsOf } from '../../domain/guestForm';
import { guestMessages } from '../../domain/guestRules';
import { paymentNavigationState } from '../../machines/reviewBooking.machine';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';
import { failures, held, HOTEL_ID, newPrice, OPTION_ID, price, pageInput, result, review, reviewBookingFixtures, USER } from './reviewBooking.fixtures';

const intent = { type: 'booking.continue', hotelId: HOTEL_ID, optionId: OPTION_ID };
const onlyPassedThrough = (name: string) => () => {
  throw new Error(`${name} is only passed through`);
};

export const reviewBookingModel: MachineModel<typeof reviewBookingMachine> = {
  ...reviewBookingFixtures,
  states: {
    starting: onlyPassedThrough('starting'),
    'ready.checking': onlyPassedThrough('ready.checking'),
    missingIds: (s) => {
      expect(selectPageMessage(s)).toBe('Missing hotel or option details in URL. Please try again.');
      expect(s.context.review).toBeNull();
    },
    loginFirst: (s) => {
      expect(selectPhase(s)).toBe('loginFirst');
      expect(s.context.userId).toBeNull();
    },
    loginRequired: (s) => {
      expect(selectPageMessage(s)).toBe('Please log in to proceed with booking.');
      expect(selectCanLogIn(s)).toBe(true);
    },
    loading: (s) => {
      expect(selectPhase(s)).toBe('loading');
      expect(s.context.userId).toBe(USER);
    },
    failed: (s) => {
      expect(selectPageMessage(s)).toBe('Sorry, something went wrong. Please try again or contact support.');
      expect(selectCanRetry(s)).toBe(true);
    },
    noRooms: (s) => {
      expect(selectPhase(s)).toBe('noRooms');
      expect([bookingMessages.noRooms, bookingMessages.noRoomsToBook]).toContain(selectPageMessage(s));
    },
    ready: (s) => {
      expect(selectPhase(s)).toBe('ready');
      expect(s.context.review?.bookingId).toBe(review.bookingId);
      expect(s.context.form).not.toBeNull();
      expect(selectPrice(s)?.basis).toBe('per night');
    },
    'ready.editing': (s) => {
      expect(selectEditable(s)).toBe(true);
      expect(selectCanPayNow(s)).toBe(true);
      expect(selectCanPayLater(s)).toBe(true); // the review offers pay later
      // Once booking was tried, the problems shown are the form's, kept up to date.
      if (s.context.checked) {
        const problems = formProblems(s.context.form!, formNeeds(s.context.review!));
        for (const [key, message] of Object.entries(problems)) expect(s.context.problems[key], key).toBe(message);
      }
    },
    'ready.awaitingLogin': (s) => {
      expect(s.context.userId).toBeNull();
      expect(selectEditable(s)).toBe(false);
    },
    'ready.submitting': (s) => {
      expect(selectSubmitting(s)).toBe(s.context.mode);
      expect(s.context.userId).toBe(USER);
      expect(selectCanPayNow(s)).toBe(false); // one booking at a time
    },
    'ready.priceChanged': (s) => {
      expect(selectNewPrice(s)?.amount).toBe('Rs 4,704.00');
      expect(selectEditable(s)).toBe(false);
    },
    held: (s) => {
      expect(s.status).toBe('done');
      expect(selectPhase(s)).toBe('leaving');
    },
    blocked: (s) => expect(s.context.mode).toBe('payLater'),
    done: (s) => expect(s.status).toBe('done'),
  },
  steps: {
    'xstate.init': ({ input, after, actions }) => {
      if (input === pageInput) {
        // The login is asked for first, to continue this booking (the tab answers a logged-in user at once).
        expect(after.matches('loginFirst')).toBe(true);
        expect(callsOf(actions, 'requestLogin')).toEqual([{ intent }]);
      } else {
        expect(after.matches('missingIds')).toBe(true);
      }
    },
    'login.succeeded': ({ before, after }) => {
      expect(after.context.userId).toBe(USER);
      expect(after.matches(before.matches('loginFirst') ? 'loading' : { ready: 'submitting' })).toBe(true);
    },
    'login.cancelled': ({ before, after }) => {
      if (before.matches('loginFirst')) expect(after.matches('loginRequired')).toBe(true);
      else {
        expect(after.matches({ ready: 'editing' })).toBe(true);
        expect(after.context.notice).toBe('Please log in to proceed with booking.');
      }
    },
    'login.retried': ({ after, actions }) => {
      expect(after.matches('loginFirst')).toBe(true);
      expect(callsOf(actions, 'requestLogin')).toEqual([{ intent }]);
    },
    'review.retried': ({ after }) => expect(after.matches('loading')).toBe(true),
    'review.wentBack': ({ actions }) => expect(callsOf(actions, 'goBack')).toHaveLength(1),
    'xstate.done.actor.loadReview': ({ after }) => {
      // The session's guest details fill the form before the last booking's.
      expect(after.context.form?.primary).toMatchObject({ title: held.title, firstName: held.firstName, email: held.email, phone: held.phoneNumber, countryCode: '+91' });
      expect(after.context.form?.rooms).toEqual([[]]);
      expect(after.context.problems).toEqual({});
    },
    'xstate.error.actor.loadReview': ({ event, after }) => {
      if (event.error === failures.noRooms) {
        expect(selectPageMessage(after)).toBe("Apologies, there are no rooms available at this hotel at the moment.");
      } else if (event.error === failures.unauthorized) {
        expect(after.matches('loginFirst')).toBe(true);
      } else {
        expect(after.matches('failed')).toBe(true);
      }
    },
    'primary.changed': ({ event, after }) => {
      // The phone keeps its 10 digits of what was typed.
      expect(after.context.form?.primary[event.field as 'firstName' | 'phone']).toBe(event.field === 'phone' ? '9876543210' : event.value);
      expect(after.context.notice).toBeNull();
    },
    'guest.added': ({ before, after }) => {
      const guests = before.context.form!.rooms[0]!;
      if (guests.length === 0) {
        // The room's place left is the child's: below 12, Master or Miss.
        expect(after.context.form!.rooms[0]).toEqual([{ title: 'Master', firstName: '', lastName: held.lastName, isBelow12: true }]);
      } else {
        expect(after.context.form!.rooms[0]).toEqual(guests);
        expect(after.context.problems['rooms.0']).toBe('Cannot add more than 2 total guests.');
      }
    },
    'guest.switched': ({ after }) => {
      // The primary guest is the room's one adult.
      expect(after.context.form!.rooms[0]![0]!.isBelow12).toBe(true);
      expect(after.context.problems['rooms.0']).toBe('Cannot add more than 1 adults (including primary guest).');
    },
    'guest.changed': ({ event, after }) => {
      expect(after.context.form!.rooms[0]![0]![event.field as 'firstName' | 'lastName']).toBe(event.value);
    },
    'guest.removed': ({ after }) => expect(after.context.form!.rooms[0]).toEqual([]),
    'request.toggled': ({ after }) => expect(after.context.form!.requests.lateCheckIn).toBe(false),
    'request.textChanged': ({ after }) => expect(after.context.form!.requests.additionalRequests).toBe(''),
    'business.changed': ({ after }) => expect(after.context.form!.business.companyName).toBe(''),
    'book.requested': ({ event, before, after, actions }) => {
      const form = before.context.form!;
      const problems = formProblems(form, formNeeds(review));
      if (Object.keys(problems).length > 0) {
        expect(after.matches({ ready: 'editing' })).toBe(true);
        expect(after.context.problems).toEqual(problems);
        expect(after.context.notice).toBe(Object.values(problems)[0]);
        expect(callsOf(actions, 'keepGuestDetails')).toEqual([]);
        // The room is short of its child until the child is added.
        if (form.rooms[0]!.length === 0) expect(problems['rooms.0']).toBe(guestMessages.guestCount);
        return;
      }
      expect(after.context.mode).toBe(event.mode);
      expect(callsOf(actions, 'keepGuestDetails')).toEqual([{ details: heldDetailsOf(form) }]);
      expect(after.matches({ ready: before.context.userId ? 'submitting' : 'awaitingLogin' })).toBe(true);
      if (!before.context.userId) expect(callsOf(actions, 'requestLogin')).toEqual([{ intent }]);
    },
    'xstate.done.actor.book': ({ before, after, actions }) => {
      expect(callsOf(actions, 'bookingMade')).toEqual([{ bookingId: result.bookingId }]);
      if (before.context.mode === 'payNow') {
        expect(after.matches('held')).toBe(true);
        const [go] = callsOf(actions, 'goToPayment') as [{ state: ReturnType<typeof paymentNavigationState> }];
        expect(go.state).toEqual(paymentNavigationState(before.context.form!, before.context.review!, result));
        expect(go.state).toMatchObject({ BookingId: result.bookingId, hotelId: HOTEL_ID, opsId: OPTION_ID, totalFee: price.total, primaryGuestEmail: held.email });
      } else {
        expect(after.matches('blocked')).toBe(true);
        expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Your booking is blocked. Pay before the pay-by time to confirm it.' }]);
        expect(callsOf(actions, 'goToPayment')).toEqual([]);
      }
    },
    'xstate.after.payLaterRedirect.reviewBooking.blocked': ({ after, actions }) => {
      expect(after.matches('done')).toBe(true);
      expect(callsOf(actions, 'goToUpcoming')).toHaveLength(1);
    },
    'xstate.error.actor.book': ({ event, before, after }) => {
      const error = event.error;
      if (error === failures.noRooms) {
        expect(selectPageMessage(after)).toBe('No rooms available at this hotel. Please try another hotel or date.');
      } else if (error === failures.priceChanged) {
        expect(after.matches({ ready: 'priceChanged' })).toBe(true);
        expect(after.context.newPrice).toEqual(newPrice);
      } else if (error === failures.unauthorized) {
        expect(after.matches({ ready: 'awaitingLogin' })).toBe(true);
      } else if (error === failures.childName) {
        // Shown at the field the server named: the child is the room's second traveller.
        expect(after.context.problems['rooms.0.0.firstName']).toBe("Please enter guest's first and last name");
      } else if (error === failures.hotelName) {
        expect(after.context.notice).toBe('body.hotelName: must not contain control characters');
      } else if (error === failures.alreadyBooked) {
        expect(after.context.notice).toBe('This booking has already been made.');
      } else {
        expect(after.context.notice).toBe(before.context.mode === 'payNow' ? 'Booking failed. Please try again.' : 'Blocking failed. Please try again.');
      }
    },
    'price.accepted': ({ after }) => {
      // Booked again at the server's price, which the page now shows.
      expect(after.matches({ ready: 'submitting' })).toBe(true);
      expect(after.context.review?.price).toEqual(newPrice);
      const payload = bookingPayload(after.context.form!, { review: after.context.review!, userId: USER, mode: after.context.mode });
      expect(payload.totalAmount).toBe(newPrice.total);
    },
    'price.declined': ({ after }) => {
      expect(after.matches({ ready: 'editing' })).toBe(true);
      expect(after.context.review?.price).toEqual(newPrice);
    },
  },
  limit: 20_000,
};
