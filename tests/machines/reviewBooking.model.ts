import { expect } from 'vitest';
import { bookingMessages } from '../../contract/booking';
import { reviewBookingMachine } from '../../machines/reviewBooking.machine';
import {
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
import { bookingPayload, formNeeds, formProblems, heldDetailsOf, problemNotice } from '../../machines/rules/guestForm';
import { guestMessages } from '../../domain/guestRules';
import { paymentNavigationState } from '../../machines/reviewBooking.machine';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';
import {
  failures,
  held,
  HOTEL_ID,
  keptWithoutPayLater,
  newPrice,
  OPTION_ID,
  pageInput,
  price,
  result,
  review,
  reviewBookingFixtures,
  USER,
} from './reviewBooking.fixtures';

const intent = { type: 'booking.continue', hotelId: HOTEL_ID, optionId: OPTION_ID };
const UNCHANGING_EDITS = new Set(['primary.changed', 'request.toggled', 'request.textChanged', 'business.changed']);
const GUEST_EDITS = new Set(['guest.added', 'guest.removed', 'guest.switched']);
const onlyPassedThrough = (name: string) => () => {
  throw new Error(`${name} is only passed through`);
};
/** The child's row the form starts with: below 12 from the age searched (7), the primary guest's last name. */
const childRow = (lastName: string) => ({ title: 'Master', firstName: '', lastName, isBelow12: true });

export const reviewBookingModel: MachineModel<typeof reviewBookingMachine> = {
  ...reviewBookingFixtures,
  states: {
    starting: onlyPassedThrough('starting'),
    'ready.checking': onlyPassedThrough('ready.checking'),
    missingIds: (s) => {
      expect(selectPageMessage(s)).toBe('Missing hotel or option details in URL. Please try again.');
      expect(s.context.review).toBeNull();
    },
    loading: (s) => expect(selectPhase(s)).toBe('loading'),
    failed: (s) => {
      expect(selectPageMessage(s)).toBe('Sorry, something went wrong. Please try again or contact support.');
      expect(selectCanRetry(s)).toBe(true);
    },
    noRooms: (s) => {
      expect(selectPhase(s)).toBe('noRooms');
      expect([bookingMessages.noRooms, bookingMessages.noRoomsToBook]).toContain(selectPageMessage(s));
    },
    ready: (s) => {
      // The page shows in full, logged out too: the hotel, the stay, the price, the terms, the form.
      expect(selectPhase(s)).toBe('ready');
      expect(s.context.review?.hInfo.name).toBe(review.hInfo.name);
      expect(s.context.review?.cancellationPolicy).toEqual(review.cancellationPolicy);
      expect(s.context.form).not.toBeNull();
      expect(selectPrice(s)?.basis).toBe('per night');
    },
    'ready.editing': (s) => {
      expect(selectEditable(s)).toBe(true);
      expect(selectCanPayNow(s)).toBe(true);
      expect(selectCanPayLater(s)).toBe(s.context.review?.conditions.isBA);
      // Once booking was tried, the problems shown are the form's, kept up to date.
      if (s.context.checked) {
        const problems = formProblems(s.context.form!, formNeeds(s.context.review!));
        for (const [key, message] of Object.entries(problems)) expect(s.context.problems[key], key).toBe(message);
      }
    },
    'ready.awaitingLogin': (s) => {
      expect(s.context.userId).toBeNull();
      expect(selectEditable(s)).toBe(false);
      expect(s.context.notice).toBe('Please log in to proceed with booking.');
    },
    'ready.claiming': (s) => {
      expect(s.context.userId).toBe(USER);
      expect(selectSubmitting(s)).toBe(s.context.mode);
    },
    'ready.submitting': (s) => {
      expect(selectSubmitting(s)).toBe(s.context.mode);
      expect(s.context.userId).toBe(USER);
      expect(s.context.review?.bookingId).toBe(review.bookingId); // only a draft is booked
      expect(selectCanPayNow(s)).toBe(false); // one booking at a time
    },
    'ready.priceChanged': (s) => {
      // The server's price, shown with the question.
      expect(['Rs 4,704.00', 'Rs 4,480.00']).toContain(selectNewPrice(s)?.amount);
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
      // Nothing is asked of the traveller on the way in: the review loads, for a guest too.
      expect(after.matches(input.optionId === OPTION_ID && input.hotelId === HOTEL_ID ? 'loading' : 'missingIds')).toBe(true);
      expect(callsOf(actions, 'requestLogin')).toEqual([]);
    },
    'login.succeeded': ({ before, after }) => {
      expect(before.matches({ ready: 'awaitingLogin' })).toBe(true);
      expect(after.context.userId).toBe(USER);
      expect(after.matches({ ready: 'claiming' })).toBe(true);
      expect(after.context.notice).toBeNull();
    },
    'login.cancelled': ({ before, after }) => {
      // Back to the form as it was, with the spec's message.
      expect(after.matches({ ready: 'editing' })).toBe(true);
      expect(after.context.notice).toBe('Please log in to proceed with booking.');
      expect(after.context.form).toEqual(before.context.form);
    },
    'review.retried': ({ after }) => expect(after.matches('loading')).toBe(true),
    'review.wentBack': ({ actions }) => expect(callsOf(actions, 'goBack')).toHaveLength(1),
    'xstate.done.actor.loadReview': ({ input, after }) => {
      const form = after.context.form!;
      if (input === pageInput) {
        // The session's guest details fill the primary guest.
        expect(form.primary).toMatchObject({ title: held.title, firstName: held.firstName, email: held.email, phone: held.phoneNumber, countryCode: '+91' });
      } else if (after.context.review?.prefill) {
        // Else the traveller's own details, as the review gives them.
        expect(form.primary).toMatchObject({ title: 'Ms', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', phone: '9123456780' });
      }
      expect(form.rooms).toEqual([[childRow(form.primary.lastName)]]);
      expect(after.context.problems).toEqual({});
    },
    'xstate.error.actor.loadReview': ({ event, after }) => {
      if (event.error === failures.noRooms) {
        expect(selectPageMessage(after)).toBe('Apologies, there are no rooms available at this hotel at the moment.');
      } else if (event.error === failures.unauthorized) {
        // The session ended: the preview loads.
        expect(after.matches('loading')).toBe(true);
        expect(after.context.userId).toBeNull();
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
        expect(after.context.form!.rooms[0]).toEqual([childRow(before.context.form!.primary.lastName)]);
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
      const needs = formNeeds(before.context.review!);
      const problems = formProblems(form, needs);
      if (Object.keys(problems).length > 0) {
        expect(after.matches({ ready: 'editing' })).toBe(true);
        expect(after.context.problems).toEqual(problems);
        // The first problem near the buttons, with where it is.
        expect(after.context.notice).toBe(problemNotice(problems, form, needs));
        expect(callsOf(actions, 'keepGuestDetails')).toEqual([]);
        if (form.rooms[0]!.length === 0) {
          expect(problems['rooms.0']).toBe(guestMessages.guestCount);
        } else {
          expect(after.context.notice).toBe("Room 1, guest 2: Please enter guest's first and last name");
        }
        return;
      }
      expect(after.context.mode).toBe(event.mode);
      expect(callsOf(actions, 'keepGuestDetails')).toEqual([{ details: heldDetailsOf(form) }]);
      if (!before.context.userId) {
        // Logged out: the login is asked for now, and the booking waits for it.
        expect(after.matches({ ready: 'awaitingLogin' })).toBe(true);
        expect(callsOf(actions, 'requestLogin')).toEqual([{ intent }]);
      } else {
        expect(after.matches({ ready: before.context.review?.bookingId ? 'submitting' : 'claiming' })).toBe(true);
      }
    },
    'xstate.done.actor.keepReview': ({ event, before, after }) => {
      expect(after.context.review?.bookingId).toBe(review.bookingId);
      const kept = event.output as typeof review;
      if (kept === keptWithoutPayLater && before.context.mode === 'payLater') {
        expect(after.matches({ ready: 'editing' })).toBe(true);
        expect(after.context.notice).toBe('Pay later is not available for this room.');
      } else if (kept.price.total !== before.context.review!.price.total) {
        // Asked again at the server's price; the page still shows the price it showed.
        expect(after.matches({ ready: 'priceChanged' })).toBe(true);
        expect(after.context.newPrice).toEqual(kept.price);
        expect(after.context.review?.price).toEqual(before.context.review?.price);
      } else {
        expect(after.matches({ ready: 'submitting' })).toBe(true);
      }
    },
    'xstate.error.actor.keepReview': ({ event, before, after }) => {
      if (event.error === failures.noRooms) {
        expect(selectPageMessage(after)).toBe('No rooms available at this hotel. Please try another hotel or date.');
      } else if (event.error === failures.unauthorized) {
        expect(after.matches({ ready: 'awaitingLogin' })).toBe(true);
      } else {
        expect(after.matches({ ready: 'editing' })).toBe(true);
        expect(after.context.notice).toBe(before.context.mode === 'payNow' ? 'Booking failed. Please try again.' : 'Blocking failed. Please try again.');
      }
    },
    'xstate.done.actor.book': ({ before, after, actions }) => {
      expect(callsOf(actions, 'bookingMade')).toEqual([{ bookingId: result.bookingId }]);
      if (before.context.mode === 'payNow') {
        expect(after.matches('held')).toBe(true);
        const [go] = callsOf(actions, 'goToPayment') as [{ state: ReturnType<typeof paymentNavigationState> }];
        expect(go.state).toEqual(paymentNavigationState(before.context.form!, before.context.review as typeof review, result));
        expect(go.state).toMatchObject({ BookingId: result.bookingId, hotelId: HOTEL_ID, opsId: OPTION_ID, totalFee: price.total });
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
    'price.accepted': ({ before, after }) => {
      // Booked again at the server's price, which the page now shows.
      expect(after.matches({ ready: 'submitting' })).toBe(true);
      expect(after.context.review?.price).toEqual(before.context.newPrice);
      const payload = bookingPayload(after.context.form!, { review: after.context.review as typeof review, userId: USER, mode: after.context.mode });
      expect(payload.totalAmount).toBe(before.context.newPrice!.total);
    },
    'price.declined': ({ before, after }) => {
      expect(after.matches({ ready: 'editing' })).toBe(true);
      expect(after.context.review?.price).toEqual(before.context.newPrice);
    },
  },
  // Edits that change nothing here (the phone typed with its prefix, a request set to what it is)
  // run their transition where the form is first edited: from every state they would only repeat
  // it. Adding, removing and switching guests are tried before the login; after it the form's
  // rules are the same, and naming the child is what finishes it.
  tryEvent: (s, event) =>
    UNCHANGING_EDITS.has(event.type) ? s.context.userId === null && !s.context.checked : GUEST_EDITS.has(event.type) ? s.context.userId === null : true,
  limit: 40_000,
};
