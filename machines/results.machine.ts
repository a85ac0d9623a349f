import { assign, fromPromise, setup } from 'xstate';
import type { HotelHit } from '../contract/hotel';
// Pure, browser-safe rules shared with the views; no React, router or API.
import { isCalendarDate } from '../domain/dates';
import { filterFacets, type FilterFacets } from './rules/filterFacets';
import { filterHotels, NO_FILTERS, type HotelFilters } from './rules/hotelFilters';
import { defaultSortFor, DEFAULT_SORT, sortHotels, type SortOption } from './rules/hotelSort';
import type { LatLng, NamedPoint } from '../domain/geo';
import { parseNearPlace } from './rules/nearPlace';
import type { PanelRoom } from './rules/rooms';
import { stayBreak, type StayWindow } from '../domain/stay';

/**
 * What the results page searches (`/search-result?place&destination&checkIn&checkOut` with its
 * rooms, read by src/model/resultsQuery.ts): the URL's values (strings, maybe empty; navigation state fills
 * what the URL lacks) and the rooms.
 */
export interface ResultsQuery {
  /** City or sub-place id; near a place, the place's city. */
  place: string;
  /** The city name shown in 'Hotel Stays in {city}' (near a place, the place's: 'Hotel Stays near {place}'). */
  destination: string;
  /** The airport, station or landmark searched near (`airport-BOM`, machines/rules/nearPlace.ts); empty or absent for a city. */
  near?: string;
  checkIn: string;
  checkOut: string;
  rooms: PanelRoom[];
}

/** List or map: the full-screen map is a moment over the list, not a view to come back to. */
export type ChosenView = 'list' | 'map';

export interface ResultsRefinement {
  filters: HotelFilters;
  sort: SortOption;
  view: ChosenView;
}

export const DEFAULT_REFINEMENT: ResultsRefinement = { filters: NO_FILTERS, sort: DEFAULT_SORT, view: 'list' };

/** What `searchHotels` answers (POST /hotel-search-v2). */
export interface SearchOutcome {
  hotelSearchId: string;
  hotels: HotelHit[];
  /** The searched place (city or sub-place), where the map centres; null when the answer has none. */
  centre: LatLng | null;
  /** A state's or region's towns with hotels: cards measure distances from the nearest (absent for a city). */
  towns?: NamedPoint[];
  /** The place a search near one was centred on, as the server names it; its hotels carry their distance from it (`km`). */
  near?: NamedPoint | null;
  /** When the answer came (ms since epoch): the lead options' cancellation terms are read for that moment. */
  answeredAt: number;
}

export interface ResultsInput {
  query: ResultsQuery;
  /** The viewport width in CSS pixels when the page opens. */
  width: number;
  /** The days a stay may start on (today to 365 days ahead), given by the app so the machine stays pure. */
  window: StayWindow;
  /** The sort, view and filters the URL holds (a reload or a shared link); the defaults when absent. */
  refinement?: ResultsRefinement;
}

export interface ResultsContext {
  query: ResultsQuery;
  window: StayWindow;
  hotelSearchId: string | null;
  /** The searched place from the answer (null before it, or when the answer has none). */
  centre: LatLng | null;
  /** The towns of a searched state or region (empty for a city or sub-place). */
  towns: NamedPoint[];
  /** The place searched near, from the answer (null for a city, or before the answer). */
  nearPlace: NamedPoint | null;
  /** The full result list; filters always start from it. */
  hotels: HotelHit[];
  /** When the answer came (0 before it). */
  answeredAt: number;
  /** `hotels` filtered and sorted. */
  visible: HotelHit[];
  filters: HotelFilters;
  sort: SortOption;
  /** Each filter group's options with the hotels each would show (see filterFacets.ts). */
  facets: FilterFacets;
  /** The view the page opens on (from the URL). */
  openOn: ChosenView;
  /** How many of `visible` the list shows (10 more each time the sentinel is seen). */
  shown: number;
  /** Viewport at least 1000 px wide: Explore on Map opens the full-screen map, not map view. */
  wide: boolean;
}

export type ResultsEvent =
  /** `refinement`: the new URL's sort and filters (browser back to another search keeps its own); the defaults when absent. */
  | { type: 'query.changed'; query: ResultsQuery; refinement?: ResultsRefinement }
  | { type: 'retry.requested' }
  | { type: 'page.sentinelSeen' }
  | { type: 'filters.changed'; filters: HotelFilters }
  | { type: 'filters.cleared' }
  | { type: 'sort.changed'; sort: SortOption }
  | { type: 'view.listChosen' }
  | { type: 'view.mapChosen' }
  | { type: 'map.explored' }
  | { type: 'map.closed' }
  | { type: 'viewport.changed'; width: number };

/** Results page size; below 1000 px Explore on Map switches to map view (docs/product.md, Results). */
export const PAGE_SIZE = 10;
export const WIDE_MIN_PX = 1000;

/** Every message of the results page, exactly as product wrote them (docs/product.md, Results). */
export const resultsMessages = {
  invalidDestination: 'Please provide a valid destination.',
  missingDates: 'Please provide check-in and check-out dates.',
  noHotelsIn: (city: string) => `No hotels found in ${city}.`,
  /** Beyond the spec: a search near an airport, station or landmark that found none within 15 km. */
  noHotelsNear: (place: string) => `No hotels found near ${place}.`,
  fetchFailed: 'Failed to fetch hotels. Please try again later.',
  noFilterMatch: 'No hotels found for the selected filters. Try adjusting the price range or other filters.',
  emptyTitle: 'No Hotels Found',
} as const;

/** A destination is a place id (digits) with a name; a place searched near must be one the URL form can name. */
export function hasValidDestination(q: ResultsQuery): boolean {
  if (q.near && !parseNearPlace(q.near)) return false;
  return /^\d{1,10}$/.test(q.place.trim()) && q.destination.trim() !== '';
}

/** Whether the query searches near a place rather than a city. */
export const isNearQuery = (q: ResultsQuery): boolean => parseNearPlace(q.near) !== null;

/** Both dates are real `YYYY-MM-DD` dates. */
export function hasDates(q: ResultsQuery): boolean {
  return isCalendarDate(q.checkIn) && isCalendarDate(q.checkOut);
}

const NO_FACETS: FilterFacets = { priceBands: [], stars: [], amenities: [], propertyTypes: [], terms: [], houseRules: [] };

/** A query's results before its answer: nothing found yet, no filters, the default sort, one page. */
const freshResults = (query: ResultsQuery): Omit<ResultsContext, 'wide' | 'window' | 'openOn'> => ({
  query,
  hotelSearchId: null,
  centre: null,
  towns: [],
  nearPlace: null,
  hotels: [],
  answeredAt: 0,
  visible: [],
  filters: NO_FILTERS,
  sort: defaultSortFor(isNearQuery(query)),
  facets: NO_FACETS,
  shown: PAGE_SIZE,
});

/** A query's choices when its URL has none: no filters, the list, and its default sort (Distance near a place). */
const refinementFor = (query: ResultsQuery): ResultsRefinement => ({ ...DEFAULT_REFINEMENT, sort: defaultSortFor(isNearQuery(query)) });

type RefineFrom = Pick<ResultsContext, 'hotels' | 'filters' | 'sort' | 'answeredAt' | 'query'>;
const clockOf = (c: RefineFrom) => ({ checkIn: c.query.checkIn, now: c.answeredAt });
const refined = (c: RefineFrom) => sortHotels(filterHotels(c.hotels, c.filters, clockOf(c)), c.sort);

/**
 * The search results page: skeleton cards, then the list 10 at a time; filters and sort always
 * recomputed from the full list. Two parallel regions:
 *
 * - `data`: the query is checked (missing destination or dates give the spec messages, a stay the
 *   server would refuse says which limit it breaks, as the search panel does); then the
 *   search runs (`loading`, skeleton cards) and ends `loaded`, `empty` ('No Hotels Found',
 *   'No hotels found in {city}.') or `failed`. Once loaded, filters and sort are applied to the
 *   FULL list through the domain functions (`loaded.noMatch` when nothing passes), each filter
 *   option is counted (`facets`), and the list shows 10 more hotels each time the sentinel is
 *   seen. The filters and sort start from the URL's (`input.refinement`; without them a search
 *   near an airport, station or landmark sorts by Distance, any other by User Rating). A new query
 *   (`query.changed`, sent by the page when the URL's query changes) drops the list, takes the
 *   new URL's filters and sort (none for a new search) and searches again.
 * - `view`: `list`, `map` or the full-screen `fullMap`, starting on the URL's view (`opening`),
 *   the list unless it says map, at every width: a phone sees hotels first. Explore on Map opens
 *   the full-screen map at 1000 px and wider (`viewport.changed`), and switches to map view
 *   otherwise; List and Map switch at any width; Close Map returns to the list.
 */
export const resultsMachine = setup({
  types: {
    context: {} as ResultsContext,
    input: {} as ResultsInput,
    events: {} as ResultsEvent,
  },
  actors: {
    searchHotels: fromPromise<SearchOutcome, ResultsQuery>(async () => {
      throw new Error('searchHotels is provided by the app');
    }),
  },
  actions: {
    startNewQuery: assign((_, params: { query: ResultsQuery; refinement?: ResultsRefinement }) => {
      const { filters, sort } = params.refinement ?? refinementFor(params.query);
      return { ...freshResults(params.query), filters, sort };
    }),
    keepResults: assign((_, params: { outcome: SearchOutcome }) => ({
      hotelSearchId: params.outcome.hotelSearchId,
      hotels: params.outcome.hotels,
      centre: params.outcome.centre,
      towns: params.outcome.towns ?? [],
      nearPlace: params.outcome.near ?? null,
      answeredAt: params.outcome.answeredAt,
    })),
    refine: assign(({ context }) => ({
      visible: refined(context),
      facets: filterFacets(context.hotels, context.filters, clockOf(context)),
      shown: PAGE_SIZE,
    })),
    setFilters: assign((_, params: { filters: HotelFilters }) => ({ filters: params.filters })),
    clearFilters: assign({ filters: NO_FILTERS }),
    setSort: assign((_, params: { sort: SortOption }) => ({ sort: params.sort })),
    showMore: assign({ shown: ({ context }) => context.shown + PAGE_SIZE }),
    setWidth: assign((_, params: { width: number }) => ({ wide: params.width >= WIDE_MIN_PX })),
  },
  guards: {
    destinationMissing: ({ context }) => !hasValidDestination(context.query),
    datesMissing: ({ context }) => !hasDates(context.query),
    stayRefused: ({ context }) => stayBreak(context.query.checkIn, context.query.checkOut, context.window) !== null,
    foundHotels: (_, params: { outcome: SearchOutcome }) => params.outcome.hotels.length > 0,
    anyMatch: ({ context }) => context.visible.length > 0,
    hasMore: ({ context }) => context.shown < context.visible.length,
    isNarrow: ({ context }) => !context.wide,
    opensOnMap: ({ context }) => context.openOn === 'map',
    isWide: ({ context }) => context.wide,
  },
}).createMachine({
  id: 'results',
  type: 'parallel',
  context: ({ input }) => {
    const { filters, sort, view } = input.refinement ?? refinementFor(input.query);
    return { ...freshResults(input.query), filters, sort, openOn: view, wide: input.width >= WIDE_MIN_PX, window: input.window };
  },
  on: {
    'viewport.changed': { actions: { type: 'setWidth', params: ({ event }) => ({ width: event.width }) } },
  },
  states: {
    data: {
      initial: 'checking',
      on: {
        'query.changed': {
          target: '.checking',
          actions: { type: 'startNewQuery', params: ({ event }) => ({ query: event.query, refinement: event.refinement }) },
        },
      },
      states: {
        checking: {
          always: [
            { guard: 'destinationMissing', target: 'invalid.destination' },
            { guard: 'datesMissing', target: 'invalid.dates' },
            { guard: 'stayRefused', target: 'invalid.stay' },
            { target: 'loading' },
          ],
        },
        invalid: {
          initial: 'destination',
          states: {
            /** 'Please provide a valid destination.' */
            destination: {},
            /** 'Please provide check-in and check-out dates.' */
            dates: {},
            /** Check-out not after check-in, a past check-in, one more than 365 days ahead, more than 30 nights: which, and why. */
            stay: {},
          },
        },
        loading: {
          tags: ['skeleton'],
          invoke: {
            id: 'searchHotels',
            src: 'searchHotels',
            input: ({ context }) => context.query,
            onDone: [
              {
                guard: { type: 'foundHotels', params: ({ event }) => ({ outcome: event.output }) },
                target: 'loaded',
                actions: { type: 'keepResults', params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: 'empty', actions: { type: 'keepResults', params: ({ event }) => ({ outcome: event.output }) } },
            ],
            onError: { target: 'failed' },
          },
        },
        /** 'No Hotels Found' and 'No hotels found in {city}.' with Back to Search. */
        empty: {},
        /** 'Failed to fetch hotels. Please try again later.' */
        failed: {
          on: { 'retry.requested': { target: 'loading' } },
        },
        loaded: {
          initial: 'refining',
          on: {
            'filters.changed': {
              target: '.refining',
              actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) },
            },
            'filters.cleared': { target: '.refining', actions: 'clearFilters' },
            'sort.changed': { target: '.refining', actions: { type: 'setSort', params: ({ event }) => ({ sort: event.sort }) } },
          },
          states: {
            refining: {
              entry: 'refine',
              always: [{ guard: 'anyMatch', target: 'showing' }, { target: 'noMatch' }],
            },
            showing: {
              on: { 'page.sentinelSeen': { guard: 'hasMore', actions: 'showMore' } },
            },
            /** 'No hotels found for the selected filters. Try adjusting the price range or other filters.' */
            noMatch: {},
          },
        },
      },
    },
    view: {
      initial: 'opening',
      states: {
        /** The view the URL asks for: map view, else the list, at every width (phones see hotels first). */
        opening: {
          always: [{ guard: 'opensOnMap', target: 'map' }, { target: 'list' }],
        },
        list: {
          on: {
            'view.mapChosen': { target: 'map' },
            // The full-screen map needs 1000 px; narrower, Explore on Map switches to map view.
            'map.explored': [{ guard: 'isWide', target: 'fullMap' }, { target: 'map' }],
          },
        },
        map: {
          on: {
            'view.listChosen': { target: 'list' },
            'map.explored': { guard: 'isWide', target: 'fullMap' },
          },
        },
        fullMap: {
          always: { guard: 'isNarrow', target: 'map' },
          on: { 'map.closed': { target: 'list' } },
        },
      },
    },
  },
});
