import { assign, fromPromise, setup } from 'xstate';
import {
  bookingMessages,
  OPTION_ID_PATTERN,
  type BookingCallFailure,
  type BookingPayload,
  type BookingResult,
  type BookingStatus,
  isKeptReview,
  type PriceBreakup,
  type ReviewResponseBody,
  type ReviewShown,
  type SpecialRequest,
} from '../contract/booking';
import { hotelId as hotelIdSchema } from '../contract/primitives';
import {
  bookingPayload,
  fieldKeys,
  formNeeds,
  formProblems,
  heldDetailsOf,
  newGuest,
  problemNotice,
  serverProblem,
  startingForm,
  switchedGuest,
  switchProblem,
  withPrimary,
  type BookingMode,
  type BusinessDetails,
  type FormProblems,
  type GuestForm,
  type HeldGuestDetails,
  type OtherGuest,
  type PrimaryGuest,
  type SpecialRequestChoice,
} from './rules/guestForm';
import { SPECIAL_REQUEST_MAX } from '../domain/guestRules';
import type { LoginAnswer, LoginIntent } from './tab.machine';

/** The payment page's navigation state, as the spec names its fields (plus the booking's hold). */
export interface PaymentNavigationState {
  guestDetails: HeldGuestDetails;
  /** Per room, the guests besides the primary guest. */
  additionalGuests: OtherGuest[][];
  specialRequests: SpecialRequest;
  hotelId: string;
  opsId: string;
  reviewData: ReviewResponseBody;
  BookingId: string;
  /** Rupees: the stay before taxes, the whole total, the taxes and fees in it. */
  totalBookingFee: number;
  totalFee: number;
  totalTax: number;
  primaryGuestNum: string;
  primaryGuestEmail: string;
  /** Beyond the spec's list: what is owed now, the rooms held until (India local time), the booking's state. */
  amountDue: number;
  holdUntil: string;
  bookingStatus: BookingStatus;
}

/** The payment page's navigation state of a Pay Now booking that holds its rooms. */
export function paymentNavigationState(form: GuestForm, review: ReviewResponseBody, result: BookingResult): PaymentNavigationState {
  const held = heldDetailsOf(form);
  return {
    guestDetails: held,
    additionalGuests: form.rooms,
    specialRequests: form.requests,
    hotelId: review.hInfo.id,
    opsId: review.optionId,
    reviewData: review,
    BookingId: result.bookingId,
    totalBookingFee: result.price.base,
    totalFee: result.price.total,
    totalTax: result.price.taxes,
    primaryGuestNum: held.phoneNumber,
    primaryGuestEmail: held.email,
    amountDue: result.amountDue,
    holdUntil: result.holdUntil,
    bookingStatus: result.bookingStatus,
  };
}

export interface ReviewBookingInput {
  /** From the route; '' when the URL has none. */
  hotelId: string;
  optionId: string;
  /** The guest details this session holds, or null. */
  held: HeldGuestDetails | null;
  /** The tab's logged-in user when the page opens, or null for a guest. */
  userId: string | null;
}

/**
 * What `loadReview` is given: for a user, POST /hotel-review (the review kept as their draft, with
 * the details to fill the form with); for a guest (`userId` null), POST /hotel-review-preview.
 */
export interface ReviewRequest {
  hotelId: string;
  optionId: string;
  userId: string | null;
}

/** What `keepReview` is given (POST /hotel-review as the user). */
export interface KeepRequest {
  hotelId: string;
  optionId: string;
  userId: string;
}

/** What `book` is given: PUT /bookFullPayment (`payNow`) or PUT /bookWithZero (`payLater`). */
export interface BookRequest {
  mode: BookingMode;
  payload: BookingPayload;
}

/** A failed call as the app reports it: actors reject with `{ failure }` (src/api/bookings.ts). */
export function failureOf(error: unknown): BookingCallFailure {
  const failure = (error as { failure?: BookingCallFailure } | null)?.failure;
  return failure ?? { kind: 'failed', message: null };
}

const isFailure = (kind: BookingCallFailure['kind']) => (_: unknown, params: { error: unknown }) => failureOf(params.error).kind === kind;

/** The ids of the URL can name an option: a hotel id and an option id of that hotel. */
export function idsUsable(hotelId: string, optionId: string): boolean {
  const option = OPTION_ID_PATTERN.exec(optionId);
  return hotelIdSchema.safeParse(hotelId).success && !!option && option[2] === hotelId;
}

export interface ReviewBookingContext {
  hotelId: string;
  optionId: string;
  userId: string | null;
  held: HeldGuestDetails | null;
  /** The review shown: a preview until the traveller, logged in, books (then their draft). */
  review: ReviewShown | null;
  form: GuestForm | null;
  /** Problems by field: the add-guest messages at once, every problem once booking was tried. */
  problems: FormProblems;
  /** Booking was tried: the problems follow each edit from then on. */
  checked: boolean;
  /** A message for the whole page (near the actions), or null. */
  notice: string | null;
  /** The sorry screen's text (reviewing or booking found no rooms). */
  sorry: string;
  mode: BookingMode;
  /** The server's new price while the traveller is asked again. */
  newPrice: PriceBreakup | null;
  result: BookingResult | null;
}

export type PrimaryField = Exclude<keyof PrimaryGuest, 'title' | 'countryCode'> | 'title';

export type ReviewBookingEvent =
  | { type: 'primary.changed'; field: PrimaryField; value: string }
  | { type: 'guest.added'; room: number }
  | { type: 'guest.removed'; room: number; index: number }
  | { type: 'guest.changed'; room: number; index: number; field: 'title' | 'firstName' | 'lastName'; value: string }
  | { type: 'guest.switched'; room: number; index: number; isBelow12: boolean }
  | { type: 'request.toggled'; choice: SpecialRequestChoice; on: boolean }
  | { type: 'request.textChanged'; value: string }
  | { type: 'business.changed'; field: keyof BusinessDetails; value: string }
  | { type: 'book.requested'; mode: BookingMode }
  | { type: 'price.accepted' }
  | { type: 'price.declined' }
  | { type: 'review.retried' }
  | { type: 'review.wentBack' }
  /** The tab's answer to this page's login request (tab.machine.ts). */
  | LoginAnswer;

/** The login this page asks the tab for: the booking continues once it succeeds. */
export const continueBooking = (context: Pick<ReviewBookingContext, 'hotelId' | 'optionId'>): LoginIntent => ({
  type: 'booking.continue',
  hotelId: context.hotelId,
  optionId: context.optionId,
});

/** The review as a draft the traveller can book (the machine books only after `claiming` kept one). */
function keptReview(context: ReviewBookingContext): ReviewResponseBody {
  const review = context.review!;
  if (!isKeptReview(review)) throw new Error('a preview cannot be booked: the review is kept first');
  return review;
}

const withForm = (context: ReviewBookingContext, form: GuestForm): Partial<ReviewBookingContext> => ({
  form,
  notice: null,
  problems: context.checked && context.review ? formProblems(form, formNeeds(context.review)) : {},
});

/**
 * The review booking page.
 *
 * - Ids the URL lacks (or that cannot name an option of the hotel): `missingIds`, "Missing hotel
 *   or option details in URL. Please try again.".
 * - `loading` asks `loadReview` for the page's user, or for a preview when a guest opens it: the
 *   page shows in full logged out (hotel, stay, price, cancellation terms, the form). The answer is
 *   `ready` with the form filled from the session's guest details, else the review's `prefill`
 *   (the traveller's profile and login number, then their last booking), with a row for every
 *   guest searched; 6034 is `noRooms` ("We're Sorry!", the apology, Go Back); a 401 (the session
 *   ended) loads the preview; anything else is `failed` with the spec's text and a retry.
 * - `ready.editing`: the views send each edit; the machine changes the form with the rules of
 *   machines/rules/guestForm.ts (the same as guestRules.ts, which the server applies): adding a guest
 *   to a full room, or switching one to a kind the room has no place left for, is refused with the
 *   spec's message. `book.requested` (Pay Now, or Book Now & Pay Later when `conditions.isBA`)
 *   with problems shows them all (and keeps them up to date from then on), the first near the
 *   buttons with where it is; a valid form is kept for the session (`keepGuestDetails`) and booked.
 * - The login is asked for then (`awaitingLogin`): "Please log in to proceed with booking." and
 *   the tab's login modal (answered at once for a logged-in user). `login.succeeded` continues;
 *   `login.cancelled` goes back to the form with the message, nothing typed lost.
 * - `claiming` keeps the review as the user's draft (`loadReview` with the user): the booking then
 *   goes on, unless the server's price moved since the preview (`priceChanged`, asked again) or
 *   pay later is no longer offered for a pay-later booking.
 * - `submitting` calls `book`. Pay now: `held` (rooms held, not yet paid), `goToPayment` with the spec's navigation state.
 *   Pay later: `blocked`, a toast, and after `payLaterRedirect` (2 s) `goToUpcoming`. Both keep the
 *   booking id for the session and refresh the cached bookings. A 409 'price changed' is
 *   `priceChanged` with the server's price: accepting books at it, declining goes back to the form
 *   with it. A 400 names a field: its message shows there. 6034 is `noRooms` with "No rooms
 *   available at this hotel. Please try another hotel or date."; a 401 asks for a login and then
 *   books; anything else shows "Booking failed. Please try again." (or "Blocking failed...").
 */
export const reviewBookingMachine = setup({
  types: {
    context: {} as ReviewBookingContext,
    input: {} as ReviewBookingInput,
    events: {} as ReviewBookingEvent,
  },
  actors: {
    loadReview: fromPromise<ReviewShown, ReviewRequest>(async () => {
      throw new Error('loadReview is provided by the app');
    }),
    /** POST /hotel-review for the logged-in user: the review kept as their draft. */
    keepReview: fromPromise<ReviewResponseBody, KeepRequest>(async () => {
      throw new Error('keepReview is provided by the app');
    }),
    book: fromPromise<BookingResult, BookRequest>(async () => {
      throw new Error('book is provided by the app');
    }),
  },
  delays: {
    /** A successful pay-later block goes to upcoming bookings after 2 s (docs/product.md, Booking). */
    payLaterRedirect: 2000,
  },
  actions: {
    /** Side effect, provided by the app: ask the tab for a login, to be answered with this intent. */
    requestLogin: (_, _params: { intent: LoginIntent }) => {},
    /** Side effect, provided by the app: keep the guest details for the session. */
    keepGuestDetails: (_, _params: { details: HeldGuestDetails }) => {},
    /** Side effect, provided by the app: keep the booking id for the session, and drop the cached bookings lists and rooms left. */
    bookingMade: (_, _params: { bookingId: string }) => {},
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    /** Side effect, provided by the app: navigate to /payment with the navigation state. */
    goToPayment: (_, _params: { state: PaymentNavigationState }) => {},
    /** Side effect, provided by the app: navigate to /user/upcoming. */
    goToUpcoming: () => {},
    /** Side effect, provided by the app: one step back in history (Go Back). */
    goBack: () => {},
    setUser: assign((_, params: { userId: string }) => ({ userId: params.userId })),
    forgetUser: assign({ userId: null }),
    showReview: assign(({ context }, params: { review: ReviewShown }) => ({
      review: params.review,
      form: startingForm(params.review, context.held),
      problems: {},
      checked: false,
      notice: null,
    })),
    setSorry: assign((_, params: { text: string }) => ({ sorry: params.text })),
    changePrimary: assign(({ context }, params: { field: PrimaryField; value: string }) => withForm(context, withPrimary(context.form!, params.field, params.value))),
    addGuest: assign(({ context }, params: { room: number }) => {
      const form = context.form!;
      const added = newGuest(form, formNeeds(context.review!), params.room);
      if ('problem' in added) return { problems: { ...context.problems, [fieldKeys.room(params.room)]: added.problem }, notice: null };
      return withForm(context, { ...form, rooms: form.rooms.map((guests, r) => (r === params.room ? [...guests, added.guest] : guests)) });
    }),
    removeGuest: assign(({ context }, params: { room: number; index: number }) => {
      const form = context.form!;
      return withForm(context, { ...form, rooms: form.rooms.map((guests, r) => (r === params.room ? guests.filter((_, g) => g !== params.index) : guests)) });
    }),
    changeGuest: assign(({ context }, params: { room: number; index: number; field: 'title' | 'firstName' | 'lastName'; value: string }) => {
      const form = context.form!;
      const rooms = form.rooms.map((guests, r) =>
        r === params.room ? guests.map((g, i) => (i === params.index ? { ...g, [params.field]: params.value } : g)) : guests,
      );
      return withForm(context, { ...form, rooms });
    }),
    switchGuest: assign(({ context }, params: { room: number; index: number; isBelow12: boolean }) => {
      const form = context.form!;
      const problem = switchProblem(form, formNeeds(context.review!), params.room, params.index, params.isBelow12);
      if (problem) return { problems: { ...context.problems, [fieldKeys.room(params.room)]: problem }, notice: null };
      const rooms = form.rooms.map((guests, r) => (r === params.room ? guests.map((g, i) => (i === params.index ? switchedGuest(g, params.isBelow12) : g)) : guests));
      return withForm(context, { ...form, rooms });
    }),
    toggleRequest: assign(({ context }, params: { choice: SpecialRequestChoice; on: boolean }) => {
      const form = context.form!;
      return withForm(context, { ...form, requests: { ...form.requests, [params.choice]: params.on } });
    }),
    changeRequestText: assign(({ context }, params: { value: string }) => {
      const form = context.form!;
      // The box takes at most 500 characters; longer pasted text is cut there.
      return withForm(context, { ...form, requests: { ...form.requests, additionalRequests: params.value.slice(0, SPECIAL_REQUEST_MAX) } });
    }),
    changeBusiness: assign(({ context }, params: { field: keyof BusinessDetails; value: string }) => {
      const form = context.form!;
      return withForm(context, { ...form, business: { ...form.business, [params.field]: params.value } });
    }),
    /** Booking was tried with problems: show them all, and the first near the actions with where it is. */
    showProblems: assign(({ context }) => {
      const needs = formNeeds(context.review!);
      const problems = formProblems(context.form!, needs);
      return { problems, checked: true, notice: problemNotice(problems, context.form!, needs) };
    }),
    /**
     * The review kept as the user's draft, still at the price shown: a price the server now gives
     * differently waits in `newPrice` to be asked about.
     */
    keepDraft: assign(({ context }, params: { review: ReviewResponseBody }) => {
      const shown = context.review!.price;
      return { review: { ...params.review, price: shown }, newPrice: params.review.price.total === shown.total ? null : params.review.price };
    }),
    setMode: assign((_, params: { mode: BookingMode }) => ({ mode: params.mode, notice: null, checked: true, problems: {} })),
    setNotice: assign((_, params: { text: string | null }) => ({ notice: params.text })),
    showServerProblem: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const message = failure.kind === 'invalid' ? failure.message : '';
      const found = serverProblem(context.form!, context.review!, message);
      return found ? { problems: { ...context.problems, [found.key]: found.message }, notice: found.message } : { notice: message };
    }),
    bookingFailed: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const fallback = context.mode === 'payNow' ? bookingMessages.bookingFailed : bookingMessages.blockingFailed;
      // The server's own words for a refusal it explains (already booked, the review expired...).
      return { notice: failure.kind === 'failed' && failure.message ? failure.message : fallback };
    }),
    askAboutPrice: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { newPrice: failure.kind === 'priceChanged' ? failure.price : null };
    }),
    takeNewPrice: assign(({ context }) => ({
      review: context.review && context.newPrice ? { ...context.review, price: context.newPrice } : context.review,
      newPrice: null,
    })),
    keepResult: assign((_, params: { result: BookingResult }) => ({ result: params.result })),
  },
  guards: {
    idsMissing: ({ context }) => !idsUsable(context.hotelId, context.optionId),
    isGuest: ({ context }) => context.userId === null,
    /** The review shown is the user's draft already (the page was opened logged in). */
    hasDraft: ({ context }) => context.review !== null && isKeptReview(context.review),
    /** Kept now, pay later is no longer offered for this pay-later booking. */
    payLaterGone: ({ context }, params: { review: ReviewResponseBody }) => context.mode === 'payLater' && !params.review.conditions.isBA,
    /** Kept now, the server prices the stay differently from the preview shown. */
    priceMoved: ({ context }, params: { review: ReviewResponseBody }) => params.review.price.total !== context.review?.price.total,
    noRooms: isFailure('noRooms'),
    unauthorized: isFailure('unauthorized'),
    priceChanged: isFailure('priceChanged'),
    invalid: isFailure('invalid'),
    roomExists: ({ context }, params: { room: number }) => params.room >= 0 && params.room < (context.form?.rooms.length ?? 0),
    guestExists: ({ context }, params: { room: number; index: number }) => !!context.form?.rooms[params.room]?.[params.index],
    /** Pay later only for an option that offers it (`conditions.isBA`). */
    modeOffered: ({ context }, params: { mode: BookingMode }) => params.mode === 'payNow' || context.review?.conditions.isBA === true,
    formInvalid: ({ context }) => Object.keys(formProblems(context.form!, formNeeds(context.review!))).length > 0,
    payingNow: ({ context }) => context.mode === 'payNow',
  },
}).createMachine({
  id: 'reviewBooking',
  context: ({ input }) => ({
    hotelId: input.hotelId,
    optionId: input.optionId,
    userId: input.userId,
    held: input.held,
    review: null,
    form: null,
    problems: {},
    checked: false,
    notice: null,
    sorry: bookingMessages.noRooms,
    mode: 'payNow',
    newPrice: null,
    result: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'idsMissing', target: 'missingIds' }, { target: 'loading' }],
    },
    /** "Missing hotel or option details in URL. Please try again." */
    missingIds: {},
    loading: {
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => ({ hotelId: context.hotelId, optionId: context.optionId, userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'showReview', params: ({ event }) => ({ review: event.output }) } },
        onError: [
          {
            guard: { type: 'noRooms', params: ({ event }) => ({ error: event.error }) },
            target: 'noRooms',
            actions: { type: 'setSorry', params: { text: bookingMessages.noRooms } },
          },
          // The session ended: the page shows the preview, and asks for a login to book.
          { guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'loading', reenter: true, actions: 'forgetUser' },
          { target: 'failed' },
        ],
      },
    },
    /** "Sorry, something went wrong. Please try again or contact support." */
    failed: {
      on: { 'review.retried': { target: 'loading' } },
    },
    /** "We're Sorry!" with the apology and Go Back. */
    noRooms: {
      on: { 'review.wentBack': { actions: 'goBack' } },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'primary.changed': { actions: { type: 'changePrimary', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'guest.added': {
              guard: { type: 'roomExists', params: ({ event }) => ({ room: event.room }) },
              actions: { type: 'addGuest', params: ({ event }) => ({ room: event.room }) },
            },
            'guest.removed': {
              guard: { type: 'guestExists', params: ({ event }) => ({ room: event.room, index: event.index }) },
              actions: { type: 'removeGuest', params: ({ event }) => ({ room: event.room, index: event.index }) },
            },
            'guest.changed': {
              guard: { type: 'guestExists', params: ({ event }) => ({ room: event.room, index: event.index }) },
              actions: { type: 'changeGuest', params: ({ event }) => ({ room: event.room, index: event.index, field: event.field, value: event.value }) },
            },
            'guest.switched': {
              guard: { type: 'guestExists', params: ({ event }) => ({ room: event.room, index: event.index }) },
              actions: { type: 'switchGuest', params: ({ event }) => ({ room: event.room, index: event.index, isBelow12: event.isBelow12 }) },
            },
            'request.toggled': { actions: { type: 'toggleRequest', params: ({ event }) => ({ choice: event.choice, on: event.on }) } },
            'request.textChanged': { actions: { type: 'changeRequestText', params: ({ event }) => ({ value: event.value }) } },
            'business.changed': { actions: { type: 'changeBusiness', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'book.requested': {
              guard: { type: 'modeOffered', params: ({ event }) => ({ mode: event.mode }) },
              target: 'checking',
              actions: { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) },
            },
          },
        },
        /** Booking was asked for: the form's problems, else the login, else the draft, else the call. */
        checking: {
          always: [
            { guard: 'formInvalid', target: 'editing', actions: 'showProblems' },
            {
              guard: 'isGuest',
              target: 'awaitingLogin',
              actions: { type: 'keepGuestDetails', params: ({ context }) => ({ details: heldDetailsOf(context.form!) }) },
            },
            {
              guard: 'hasDraft',
              target: 'submitting',
              actions: { type: 'keepGuestDetails', params: ({ context }) => ({ details: heldDetailsOf(context.form!) }) },
            },
            { target: 'claiming', actions: { type: 'keepGuestDetails', params: ({ context }) => ({ details: heldDetailsOf(context.form!) }) } },
          ],
        },
        /** "Please log in to proceed with booking.": the login modal is open; the booking continues after it. */
        awaitingLogin: {
          entry: [
            { type: 'setNotice', params: { text: bookingMessages.loginToBook } },
            { type: 'requestLogin', params: ({ context }) => ({ intent: continueBooking(context) }) },
          ],
          on: {
            'login.succeeded': { target: 'claiming', actions: [{ type: 'setUser', params: ({ event }) => ({ userId: event.userId }) }, { type: 'setNotice', params: { text: null } }] },
            'login.cancelled': { target: 'editing' },
          },
        },
        /** The review kept as the user's draft, to book. */
        claiming: {
          invoke: {
            id: 'keepReview',
            src: 'keepReview',
            input: ({ context }) => ({ hotelId: context.hotelId, optionId: context.optionId, userId: context.userId ?? '' }),
            onDone: [
              {
                guard: { type: 'payLaterGone', params: ({ event }) => ({ review: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'keepDraft', params: ({ event }) => ({ review: event.output }) },
                  'takeNewPrice',
                  { type: 'setNotice', params: { text: bookingMessages.payLaterUnavailable } },
                ],
              },
              {
                guard: { type: 'priceMoved', params: ({ event }) => ({ review: event.output }) },
                target: 'priceChanged',
                actions: { type: 'keepDraft', params: ({ event }) => ({ review: event.output }) },
              },
              { target: 'submitting', actions: { type: 'keepDraft', params: ({ event }) => ({ review: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'noRooms', params: ({ event }) => ({ error: event.error }) },
                target: '#reviewBooking.noRooms',
                actions: { type: 'setSorry', params: { text: bookingMessages.noRoomsToBook } },
              },
              { guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'awaitingLogin', actions: 'forgetUser' },
              { target: 'editing', actions: { type: 'bookingFailed', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'book',
            src: 'book',
            input: ({ context }) => ({
              mode: context.mode,
              payload: bookingPayload(context.form!, { review: keptReview(context), userId: context.userId ?? '', mode: context.mode }),
            }),
            onDone: [
              { guard: 'payingNow', target: '#reviewBooking.held', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
              { target: '#reviewBooking.blocked', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'noRooms', params: ({ event }) => ({ error: event.error }) },
                target: '#reviewBooking.noRooms',
                actions: { type: 'setSorry', params: { text: bookingMessages.noRoomsToBook } },
              },
              {
                guard: { type: 'priceChanged', params: ({ event }) => ({ error: event.error }) },
                target: 'priceChanged',
                actions: { type: 'askAboutPrice', params: ({ event }) => ({ error: event.error }) },
              },
              { guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'awaitingLogin', actions: 'forgetUser' },
              {
                guard: { type: 'invalid', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'showServerProblem', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'bookingFailed', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** The server priced the stay differently: its price is shown and the traveller asked again. */
        priceChanged: {
          on: {
            'price.accepted': { target: 'submitting', actions: 'takeNewPrice' },
            'price.declined': { target: 'editing', actions: 'takeNewPrice' },
          },
        },
      },
    },
    /** Pay now: the rooms are held (not yet paid); on to the payment page. */
    held: {
      type: 'final',
      entry: [
        { type: 'bookingMade', params: ({ context }) => ({ bookingId: context.result!.bookingId }) },
        { type: 'goToPayment', params: ({ context }) => ({ state: paymentNavigationState(context.form!, keptReview(context), context.result!) }) },
      ],
    },
    /** Pay later: blocked; upcoming bookings after 2 s. */
    blocked: {
      entry: [
        { type: 'bookingMade', params: ({ context }) => ({ bookingId: context.result!.bookingId }) },
        { type: 'showToast', params: { status: 'success', message: bookingMessages.blocked } },
      ],
      after: { payLaterRedirect: { target: 'done', actions: 'goToUpcoming' } },
    },
    done: { type: 'final' },
  },
});
