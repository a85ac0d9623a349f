import type { BookingCallFailure, BookingResult, PriceBreakup, ReviewPreviewBody, ReviewResponseBody } from '../../contract/booking';
import { reviewBookingMachine, type ReviewBookingInput } from '../../machines/reviewBooking.machine';
import type { HeldGuestDetails } from '../../machines/rules/guestForm';
import { guestMessages } from '../../domain/guestRules';
import type { MachineModel } from './support/model';

/**
 * What the review booking paths are generated from. The review is of one room for an adult and a
 * child of 7, with pay later offered: its form starts with the child's row (below 12) and is valid
 * once the child is named, so every transition is reached while the generated paths stay few.
 * Each edit's rules are unit tests of machines/rules/guestForm.ts (two rooms, children of 12, PAN and
 * passport, names, e-mail, phone). A guest opens the page (a preview), or the user (their draft).
 */

export const USER = 'u-8f3a2c';
export const HOTEL_ID = '1275339007';
export const OPTION_ID = `3f9a0c1d2e4b5a6c7d8e-${HOTEL_ID}-2-BBR`;
export const BOOKING_ID = 'PDV7K2M9QXA4B';

export const price: PriceBreakup = { base: 8000, taxes: 960, total: 8960, perNight: 4480, nights: 2, rooms: 1, nightsDiffer: false };
/** What the server says the stay costs when it answers 'price changed'. */
export const newPrice: PriceBreakup = { base: 8400, taxes: 1008, total: 9408, perNight: 4704, nights: 2, rooms: 1, nightsDiffer: false };

export const review: ReviewResponseBody = {
  hInfo: {
    id: HOTEL_ID,
    name: 'Hotel Sea Breeze',
    rt: 4,
    adr: '12 Marine Drive, Churchgate',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    postalCode: '400020',
    img: '/media/hotels/1275339007/0/Standard.webp',
    ph: '+91 22 4000 1234',
  },
  query: { checkinDate: '2026-03-12', checkoutDate: '2026-03-14', roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 1, childAge: [7] }] },
  bookingId: BOOKING_ID,
  optionId: OPTION_ID,
  room: { name: 'Deluxe Room', category: 'DELUXE', mb: 'BREAKFAST', beds: [{ bc: 1, bt: 'King' }] },
  conditions: { isBA: true, payBy: '2026-03-08T14:00', ipr: false, ipm: false },
  price,
  cancellationPolicy: {
    id: OPTION_ID,
    inra: false,
    ifra: true,
    pd: [
      { fdt: '2026-02-20T10:00', tdt: '2026-03-09T14:00', am: 0, pp: 0, rn: 0 },
      { fdt: '2026-03-09T14:00', tdt: '2026-03-12T14:00', am: 4480, pp: 50, rn: 1 },
      { fdt: '2026-03-12T14:00', tdt: '2026-03-14T11:00', am: 8960, pp: 100, rn: 2 },
    ],
  },
  ddt: '2026-03-09T14:00',
  prefill: { title: 'Ms', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', phone: '9123456780' },
};

/** What a guest sees: the same review, nothing kept. */
export const preview: ReviewPreviewBody = { ...review, bookingId: null, prefill: null };
/** Kept as the user's draft after the login, the server prices the stay differently. */
export const keptAtNewPrice: ReviewResponseBody = { ...review, price: newPrice };
/** Kept as the user's draft after the login, pay later is no longer offered. */
export const keptWithoutPayLater: ReviewResponseBody = { ...review, conditions: { ...review.conditions, isBA: false, payBy: null } };

/** The details the session holds: they fill the form before the last booking's. */
export const held: HeldGuestDetails = {
  title: 'Mrs',
  firstName: 'Asha',
  lastName: 'Sharma',
  email: 'asha.sharma@example.in',
  countryCode: '+91',
  phoneNumber: '9876543210',
  gstNumber: '',
  companyName: '',
  companyAddress: '',
};

/** The page of the option opened logged out, with the guest details the session holds. */
export const pageInput: ReviewBookingInput = { hotelId: HOTEL_ID, optionId: OPTION_ID, held, userId: null };
/** The page of the option opened logged in, without guest details held: the review's prefill fills the form (reviewBookingLogin.test.ts). */
export const userPageInput: ReviewBookingInput = { hotelId: HOTEL_ID, optionId: OPTION_ID, held: null, userId: USER };
/** `/review-booking/1275339007` and an option id of another hotel: nothing is asked of the server. */
export const missingOption: ReviewBookingInput = { hotelId: HOTEL_ID, optionId: '', held: null, userId: null };
export const otherHotelsOption: ReviewBookingInput = { hotelId: '1275339008', optionId: OPTION_ID, held: null, userId: null };

export const result: BookingResult = { bookingId: BOOKING_ID, bookingStatus: 'PENDING', paymentStatus: 'PENDING', amountDue: 8960, holdUntil: '2026-02-20T10:15', price };

/** The app's actors reject with `{ failure }` (src/api/bookings.ts). */
const failed = (failure: BookingCallFailure) => ({ failure });
export const failures = {
  noRooms: failed({ kind: 'noRooms' }),
  priceChanged: failed({ kind: 'priceChanged', price: newPrice }),
  unauthorized: failed({ kind: 'unauthorized' }),
  /** The child's first name refused by the server: its field is the room's second traveller. */
  childName: failed({ kind: 'invalid', message: `body.roomTravellerInfo.0.travellerInfo.1.fN: ${guestMessages.guestName}` }),
  /** A refusal that names no field of the form. */
  hotelName: failed({ kind: 'invalid', message: 'body.hotelName: must not contain control characters' }),
  alreadyBooked: failed({ kind: 'failed', message: 'This booking has already been made.' }),
  serverDown: failed({ kind: 'failed', message: null }),
};

const intent = { type: 'booking.continue', hotelId: HOTEL_ID, optionId: OPTION_ID } as const;

export const reviewBookingFixtures = {
  machine: reviewBookingMachine,
  inputs: [pageInput, missingOption, otherHotelsOption],
  events: [
    // The tab's answers to the page's login request.
    { type: 'login.succeeded', intent, userId: USER },
    { type: 'login.cancelled', intent },
    { type: 'review.retried' },
    { type: 'review.wentBack' },
    // Edits. Those that change nothing the page holds (a phone typed with its prefix, a request
    // set to what it is) still run their transition without multiplying the paths.
    { type: 'primary.changed', field: 'phone', value: '+91 98765 43210' },
    { type: 'guest.added', room: 0 },
    { type: 'guest.changed', room: 0, index: 0, field: 'firstName', value: 'Ravi' },
    { type: 'guest.switched', room: 0, index: 0, isBelow12: false },
    { type: 'guest.removed', room: 0, index: 0 },
    { type: 'request.toggled', choice: 'lateCheckIn', on: false },
    { type: 'request.textChanged', value: '' },
    { type: 'business.changed', field: 'companyName', value: '' },
    { type: 'book.requested', mode: 'payNow' },
    { type: 'book.requested', mode: 'payLater' },
    { type: 'price.accepted' },
    { type: 'price.declined' },
  ],
  actors: {
    loadReview: { done: [preview], error: [failures.noRooms, failures.unauthorized, failures.serverDown] },
    keepReview: { done: [review, keptAtNewPrice, keptWithoutPayLater], error: [failures.noRooms, failures.unauthorized, failures.serverDown] },
    book: {
      done: [result],
      error: [failures.noRooms, failures.priceChanged, failures.unauthorized, failures.childName, failures.alreadyBooked],
    },
  },
  delays: { payLaterRedirect: 2000 },
} satisfies MachineModel<typeof reviewBookingMachine>;
