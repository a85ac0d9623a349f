import type { SnapshotFrom } from 'xstate';
import type { HotelHit } from '../contract/hotel';
import { isUnfiltered } from './rules/hotelFilters';
import type { ResultsRefinement } from './results.machine';
import { NEW_DELHI } from '../domain/geo';
import { nightCount, stayBreak, stayMessages } from '../domain/stay';
import type { PricedFor } from './rules/priceStatement';
import { isNearQuery, resultsMessages, type resultsMachine } from './results.machine';
import { sortOptionsFor } from './rules/hotelSort';

type Snapshot = SnapshotFrom<typeof resultsMachine>;

export type ResultsStatus = 'invalid' | 'loading' | 'loaded' | 'noMatch' | 'empty' | 'failed';
export type ResultsView = 'list' | 'map' | 'fullMap';

export function selectStatus(s: Snapshot): ResultsStatus {
  if (s.matches({ data: 'invalid' })) return 'invalid';
  if (s.matches({ data: 'empty' })) return 'empty';
  if (s.matches({ data: 'failed' })) return 'failed';
  if (s.matches({ data: { loaded: 'noMatch' } })) return 'noMatch';
  if (s.matches({ data: 'loaded' })) return 'loaded';
  return 'loading';
}

/** The message of the current state, or null. */
export function selectMessage(s: Snapshot): string | null {
  if (s.matches({ data: { invalid: 'destination' } })) return resultsMessages.invalidDestination;
  if (s.matches({ data: { invalid: 'dates' } })) return resultsMessages.missingDates;
  if (s.matches({ data: { invalid: 'stay' } })) {
    const broken = stayBreak(s.context.query.checkIn, s.context.query.checkOut, s.context.window);
    return broken ? stayMessages[broken] : null;
  }
  if (s.matches({ data: 'empty' })) return isNearQuery(s.context.query) ? resultsMessages.noHotelsNear(selectCity(s)) : resultsMessages.noHotelsIn(selectCity(s));
  if (s.matches({ data: 'failed' })) return resultsMessages.fetchFailed;
  if (s.matches({ data: { loaded: 'noMatch' } })) return resultsMessages.noFilterMatch;
  return null;
}

/** The heading over the message when the search found no hotel, or null. */
export const selectEmptyTitle = (s: Snapshot) => (s.matches({ data: 'empty' }) ? resultsMessages.emptyTitle : null);
export const selectShowSkeleton = (s: Snapshot) => s.hasTag('skeleton');
export const selectCity = (s: Snapshot) => s.context.query.destination.trim();
/** Searched near an airport, station or landmark rather than in a city. */
export const selectSearchedNear = (s: Snapshot) => isNearQuery(s.context.query);
/** The summary over the list: 'Hotel Stays in {city}', or near a place 'Hotel Stays near {place}'. */
export const selectHeading = (s: Snapshot) => `Hotel Stays ${selectSearchedNear(s) ? 'near' : 'in'} ${selectCity(s)}`;
/** The sort options on offer: Distance first near a place. */
export const selectSortOptions = (s: Snapshot) => sortOptionsFor(selectSearchedNear(s));
/** The place searched near, as the answer names it, or null: cards give the server's distance from it. */
export const selectNearPlace = (s: Snapshot) => s.context.nearPlace;
export const selectHotelSearchId = (s: Snapshot) => s.context.hotelSearchId;
/** Where the map centres: the searched place, else the default centre (New Delhi). */
export const selectMapCentre = (s: Snapshot) => s.context.centre ?? NEW_DELHI;
/** The searched place's centre from the answer, or null: cards give their distance from it. */
export const selectSearchedCentre = (s: Snapshot) => s.context.centre;
/** A searched state's or region's towns with hotels (empty for a city): cards measure from the nearest. */
export const selectSearchedTowns = (s: Snapshot) => s.context.towns;
/** When the answer came (ms since epoch): a card's lead terms (free cancellation) are read for then. */
export const selectAnsweredAt = (s: Snapshot) => s.context.answeredAt;
/** The searched stay's check-in day (YYYY-MM-DD). */
export const selectCheckIn = (s: Snapshot) => s.context.query.checkIn;
/** Every hotel of the search, before filters: the map names their localities. */
export const selectAllHotels = (s: Snapshot) => s.context.hotels;
/** The filtered, sorted hotels: the count, and every map marker. */
export const selectVisibleHotels = (s: Snapshot) => s.context.visible;
/** How many hotels the search found and the filters keep ('N hotels found'). */
export const selectResultCount = (s: Snapshot) => s.context.visible.length;

let shownFrom: { visible: readonly HotelHit[]; shown: number; hotels: HotelHit[] } | null = null;

/**
 * The hotels the list shows now (10 more per page): the same array until the visible hotels or
 * their number shown change, so a view that selects it re-renders only then.
 */
export function selectShownHotels(s: Snapshot): HotelHit[] {
  const { visible, shown } = s.context;
  if (shownFrom?.visible !== visible || shownFrom.shown !== shown) shownFrom = { visible, shown, hotels: visible.slice(0, shown) };
  return shownFrom.hotels;
}
let pricedFrom: { query: Snapshot['context']['query']; pricedFor: PricedFor } | null = null;

/** The nights and rooms the hotels' prices are for (the same object while the query is unchanged). */
export function selectPricedFor(s: Snapshot): PricedFor {
  const { query } = s.context;
  if (pricedFrom?.query !== query) pricedFrom = { query, pricedFor: { nights: nightCount(query), rooms: Math.max(1, query.rooms.length) } };
  return pricedFrom.pricedFor;
}
export const selectHasMore = (s: Snapshot) => s.can({ type: 'page.sentinelSeen' });
export const selectFilters = (s: Snapshot) => s.context.filters;
export const selectSort = (s: Snapshot) => s.context.sort;
/** Each filter group's options with the hotels each would show. */
export const selectFacets = (s: Snapshot) => s.context.facets;
/** The page's query; its rooms go in the URL. */
export const selectQuery = (s: Snapshot) => s.context.query;

let refinementFrom: ResultsRefinement | null = null;

/**
 * What the URL keeps beside the query: filters, sort and the chosen view (map view only when
 * chosen, not when forced below 1000 px; the full-screen map counts as the list it opens over).
 * The same object while they are unchanged.
 */
export function selectRefinement(s: Snapshot): ResultsRefinement {
  const { filters, sort } = s.context;
  const view = s.matches({ view: 'map' }) ? 'map' : 'list';
  if (refinementFrom?.filters !== filters || refinementFrom.sort !== sort || refinementFrom.view !== view) refinementFrom = { filters, sort, view };
  return refinementFrom;
}
export const selectFiltersActive = (s: Snapshot) => !isUnfiltered(s.context.filters);
/** The search's hotels are in, whether or not the filters keep any: the map can be explored. */
export const selectListed = (s: Snapshot) => s.matches({ data: 'loaded' });
/** Filters and sort can be used only once the list is there. */
export const selectCanRefine = (s: Snapshot) => s.can({ type: 'filters.cleared' });

export function selectView(s: Snapshot): ResultsView {
  if (s.matches({ view: 'fullMap' })) return 'fullMap';
  if (s.matches({ view: 'map' })) return 'map';
  return 'list';
}
/** At least 1000 px wide: the full-screen map is offered, and the sidebar holds Explore on Map. */
export const selectWide = (s: Snapshot) => s.context.wide;
/** List is a choice from map view; the full-screen map is left by Close Map. */
export const selectCanChooseList = (s: Snapshot) => s.can({ type: 'view.listChosen' });
