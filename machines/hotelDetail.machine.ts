import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { CancellationPolicy } from '../contract/cancellationPolicy';
import type { HotelDetail } from '../contract/hotel';
import { stayBreak, stayMessages, type StayWindow } from '../domain/stay';

/** One room of a stay as the update panel edits it (the shape session storage keeps). */
export interface StayRoom {
  adults: number;
  childAges: number[];
}

/** A stay: plain local dates (`YYYY-MM-DD`, null while not picked) and the rooms. */
export interface Stay {
  checkIn: string | null;
  checkOut: string | null;
  rooms: StayRoom[];
}

export interface HotelDetailInput {
  /** From the route; '' when the route had none. */
  hotelId: string;
  /** `hotelSearchId` of the route, when the page was opened from a search. */
  searchId: string | null;
  /** The stay kept in session storage (default today to tomorrow, 1 room, 1 adult). */
  stay: Stay;
  /** The days that can be booked as check-in (from today, within 365 days). */
  window: StayWindow;
}

/** What `loadHotel` is given: with a search id the app asks /detail-search/v2, without it /search-by-hotel-id. */
export interface LoadHotelRequest {
  hotelId: string;
  searchId: string | null;
  stay: Stay;
}

/** What `searchHotel` is given (the Update button): a fresh /search-by-hotel-id for the edited stay. */
export interface SearchHotelRequest {
  hotelId: string;
  stay: Stay;
}

/**
 * The answer of a hotel load or search: the hotel (null when the server knows none), the search
 * its prices belong to, and the stay it was priced for (null = as asked).
 */
export interface HotelLoadResult {
  hotel: HotelDetail | null;
  searchId: string | null;
  stay: Stay | null;
}

export interface PolicyRequest {
  hotelId: string;
  optionId: string;
}

/** Every text of the detail flow, exactly. */
export const detailMessages = {
  noRooms: 'We are Sorry, no rooms available right now...',
  noHotels: 'We couldn’t find any hotels for your search.',
  fetchFailed: 'Failed to fetch hotel data. Please try again.',
  policyFailed: 'Failed to load cancellation policy.',
  datesRequired: 'Please select check-in and check-out dates.',
  checkoutAfterCheckin: 'Check-out date must be after check-in date.',
  hotelIdRequired: 'Hotel ID is required.',
  adultPerRoom: 'Each room must have at least one adult.',
} as const;

/**
 * A hotel fetch error mentioning undefined data means nothing came back for the
 * search ("We couldn’t find any hotels for your search."); the app's client raises such an error
 * for a SUCCESS answer without `response.hotel`. Any other failure asks to try again.
 */
export function fetchErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  return /undefined/i.test(text) ? detailMessages.noHotels : detailMessages.fetchFailed;
}

/**
 * The update-search checks (both dates, check-out after check-in, a hotel id, an adult in every
 * room), in this order, then the stay limits the server enforces (as the
 * search panel words them: not in the past, check-in within 365 days, at most 30 nights); null
 * when the update may run.
 */
export function updateProblem(hotelId: string, stay: Stay, window: StayWindow): string | null {
  if (!stay.checkIn || !stay.checkOut) return detailMessages.datesRequired;
  if (stay.checkOut <= stay.checkIn) return detailMessages.checkoutAfterCheckin;
  if (!hotelId.trim()) return detailMessages.hotelIdRequired;
  if (stay.rooms.length === 0 || stay.rooms.some((r) => r.adults < 1)) return detailMessages.adultPerRoom;
  const broken = stayBreak(stay.checkIn, stay.checkOut, window);
  return broken ? stayMessages[broken] : null;
}

/** A hotel is shown only with at least one bookable option. */
export function hasRooms(result: HotelLoadResult): boolean {
  return !!result.hotel && result.hotel.ops.length > 0;
}

export interface HotelDetailContext {
  hotelId: string;
  /** The search the shown prices belong to (option ids carry it). */
  searchId: string | null;
  hotel: HotelDetail | null;
  /** The stay the shown prices are for. */
  stay: Stay;
  /** The stay as the update panel shows it (edited, not yet searched). */
  draft: Stay;
  /** The days that can be booked as check-in. */
  window: StayWindow;
  /** Load failure text (state `error`). */
  error: string | null;
  /** Why the hotel's rooms are not sold for the stay, as the server says (state `notFound`). */
  unavailable: NonNullable<HotelDetail['unavailable']>;
  /** Update-search validation or failure text. */
  searchError: string | null;
  /** Cancellation-policy modal: the option it is open for, the policy, or its failure text. */
  policyOptionId: string | null;
  policy: CancellationPolicy | null;
  policyError: string | null;
}

export type HotelDetailEvent =
  | { type: 'detail.retried' }
  | { type: 'search.datesChanged'; checkIn: string | null; checkOut: string | null }
  | { type: 'search.roomsChanged'; rooms: StayRoom[] }
  | { type: 'search.submitted' }
  | { type: 'policy.opened'; optionId: string }
  | { type: 'policy.closed' };

/**
 * The hotel detail page.
 *
 * `loading` (skeleton) asks `loadHotel`; a hotel with options is `loaded`, no hotel or no option
 * is `notFound` ("We are Sorry, no rooms available right now...", with why the hotel's rooms are
 * not sold for the stay when the server says), a failure is `error` with the spec's text (retry
 * with `detail.retried`).
 *
 * `loaded` runs two regions side by side:
 * - `search` (update search): edits of dates or rooms change the draft and mark it `changed`;
 *   `search.submitted` validates with those checks (`invalid` with the message) or runs
 *   `searchHotel` (`updating`); its answer replaces the displayed hotel, its prices, search id and
 *   stay (`storeStay` keeps the stay in the session and the app points the URL at the new search).
 *   A failed update keeps the shown hotel and says why (`failed`).
 * - `policy` (Show Cancellation Rules): `policy.opened` for an option -> `loading` -> `shown`, or
 *   `failed` with 'Failed to load cancellation policy.'; `policy.closed` from any of them.
 */
export const hotelDetailMachine = setup({
  types: {
    context: {} as HotelDetailContext,
    input: {} as HotelDetailInput,
    events: {} as HotelDetailEvent,
  },
  actors: {
    loadHotel: fromPromise<HotelLoadResult, LoadHotelRequest>(async () => {
      throw new Error('loadHotel is provided by the app');
    }),
    searchHotel: fromPromise<HotelLoadResult, SearchHotelRequest>(async () => {
      throw new Error('searchHotel is provided by the app');
    }),
    loadPolicy: fromPromise<CancellationPolicy, PolicyRequest>(async () => {
      throw new Error('loadPolicy is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: keep the searched stay (session storage) and the new search id (URL). */
    storeStay: (_, _params: { stay: Stay; searchId: string | null }) => {},
    showHotel: assign((_, params: { result: HotelLoadResult; asked: Stay }) => {
      const stay = params.result.stay ?? params.asked;
      return { hotel: params.result.hotel, searchId: params.result.searchId, stay, draft: stay, error: null };
    }),
    /** The update's answer replaces the shown hotel; with no hotel in it, the hotel stays and has no rooms. */
    replaceHotel: assign(({ context }, params: { result: HotelLoadResult }) => {
      const stay = params.result.stay ?? context.draft;
      const hotel = params.result.hotel ?? (context.hotel ? { ...context.hotel, ops: [] } : null);
      return { hotel, searchId: params.result.searchId, stay, draft: stay, searchError: null };
    }),
    rememberError: assign((_, params: { error: unknown }) => ({ error: fetchErrorMessage(params.error) })),
    rememberUnavailable: assign((_, params: { result: HotelLoadResult }) => ({ unavailable: params.result.hotel?.unavailable ?? [] })),
    clearError: assign({ error: null }),
    setDates: assign(({ context }, params: { checkIn: string | null; checkOut: string | null }) => ({
      draft: { ...context.draft, checkIn: params.checkIn, checkOut: params.checkOut },
      searchError: null,
    })),
    setRooms: assign(({ context }, params: { rooms: StayRoom[] }) => ({
      draft: { ...context.draft, rooms: params.rooms },
      searchError: null,
    })),
    rememberProblem: assign(({ context }) => ({ searchError: updateProblem(context.hotelId, context.draft, context.window) })),
    rememberSearchFailure: assign((_, params: { error: unknown }) => ({ searchError: fetchErrorMessage(params.error) })),
    openPolicy: assign((_, params: { optionId: string }) => ({ policyOptionId: params.optionId, policy: null, policyError: null })),
    showPolicy: assign((_, params: { policy: CancellationPolicy }) => ({ policy: params.policy })),
    policyFailed: assign({ policyError: detailMessages.policyFailed }),
    closePolicy: assign({ policyOptionId: null, policy: null, policyError: null }),
  },
  guards: {
    hasRooms: (_, params: { result: HotelLoadResult }) => hasRooms(params.result),
    updateInvalid: ({ context }) => updateProblem(context.hotelId, context.draft, context.window) !== null,
    /** Edits wait while an update search runs (the panel is disabled meanwhile). */
    notUpdating: not(stateIn({ loaded: { search: 'updating' } })),
  },
}).createMachine({
  id: 'hotelDetail',
  context: ({ input }) => ({
    hotelId: input.hotelId,
    searchId: input.searchId,
    hotel: null,
    stay: input.stay,
    draft: input.stay,
    window: input.window,
    error: null,
    unavailable: [],
    searchError: null,
    policyOptionId: null,
    policy: null,
    policyError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['skeleton'],
      entry: 'clearError',
      invoke: {
        id: 'loadHotel',
        src: 'loadHotel',
        input: ({ context }) => ({ hotelId: context.hotelId, searchId: context.searchId, stay: context.stay }),
        onDone: [
          {
            guard: { type: 'hasRooms', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: { type: 'showHotel', params: ({ context, event }) => ({ result: event.output, asked: context.stay }) },
          },
          { target: 'notFound', actions: { type: 'rememberUnavailable', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'error', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    notFound: {},
    error: {
      on: { 'detail.retried': { target: 'loading' } },
    },
    loaded: {
      type: 'parallel',
      states: {
        search: {
          initial: 'unchanged',
          states: {
            /** The shown prices are for the draft stay. */
            unchanged: {},
            /** Edited since the last search: Update may run. */
            changed: {
              on: {
                'search.submitted': [
                  { guard: 'updateInvalid', target: 'invalid', actions: 'rememberProblem' },
                  { target: 'updating' },
                ],
              },
            },
            /** Update was refused; `searchError` holds the message of the check that failed. */
            invalid: {
              // Only an edit can make the draft valid again; Update waits for one.
            },
            updating: {
              tags: ['updating'],
              invoke: {
                id: 'searchHotel',
                src: 'searchHotel',
                input: ({ context }) => ({ hotelId: context.hotelId, stay: context.draft }),
                onDone: {
                  target: 'unchanged',
                  actions: [
                    { type: 'replaceHotel', params: ({ event }) => ({ result: event.output }) },
                    { type: 'storeStay', params: ({ context }) => ({ stay: context.stay, searchId: context.searchId }) },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'rememberSearchFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The search call failed; the shown hotel stays. */
            failed: {
              // The draft was valid when it was sent: Update tries the same search again.
              on: { 'search.submitted': { target: 'updating' } },
            },
          },
          on: {
            'search.datesChanged': {
              guard: 'notUpdating',
              target: '.changed',
              actions: { type: 'setDates', params: ({ event }) => ({ checkIn: event.checkIn, checkOut: event.checkOut }) },
            },
            'search.roomsChanged': {
              guard: 'notUpdating',
              target: '.changed',
              actions: { type: 'setRooms', params: ({ event }) => ({ rooms: event.rooms }) },
            },
          },
        },
        policy: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'policy.opened': { target: 'loading', actions: { type: 'openPolicy', params: ({ event }) => ({ optionId: event.optionId }) } } },
            },
            loading: {
              invoke: {
                id: 'loadPolicy',
                src: 'loadPolicy',
                input: ({ context }) => ({ hotelId: context.hotelId, optionId: context.policyOptionId ?? '' }),
                onDone: { target: 'shown', actions: { type: 'showPolicy', params: ({ event }) => ({ policy: event.output }) } },
                onError: { target: 'failed', actions: 'policyFailed' },
              },
              on: { 'policy.closed': { target: 'closed', actions: 'closePolicy' } },
            },
            shown: { on: { 'policy.closed': { target: 'closed', actions: 'closePolicy' } } },
            failed: { on: { 'policy.closed': { target: 'closed', actions: 'closePolicy' } } },
          },
        },
      },
    },
  },
});
