import { expect } from 'vitest';
import type { HotelHit } from '../../contract/hotel';
import { filterFacets } from '../../machines/rules/filterFacets';
import { filterHotels, NO_FILTERS, type HotelFilters } from '../../machines/rules/hotelFilters';
import { leadTerms } from '../../machines/rules/leadTerms';
import type { ResultsRefinement } from '../../machines/results.machine';
import { sortHotels } from '../../machines/rules/hotelSort';
import { NEW_DELHI } from '../../domain/geo';
import { PAGE_SIZE, resultsMachine, type ResultsQuery, type SearchOutcome } from '../../machines/results.machine';
import {
  selectCanChooseList,
  selectCanRefine,
  selectEmptyTitle,
  selectFacets,
  selectRefinement,
  selectHasMore,
  selectHotelSearchId,
  selectListed,
  selectMapCentre,
  selectWide,
  selectMessage,
  selectResultCount,
  selectShowSkeleton,
  selectShownHotels,
  selectStatus,
  selectView,
} from '../../machines/results.selectors';
import { stayMessages, stayWindow } from '../../domain/stay';
import type { MachineModel } from './support/model';

/** A search hit with only the fields that matter here varying. */
export function hit(n: number, over: { rt?: number; price?: number; rating?: number; name?: string } = {}): HotelHit {
  const price = over.price ?? 2000 + n * 500;
  return {
    id: String(100000 + n),
    name: over.name ?? `Hotel Test ${n}`,
    rt: over.rt ?? 3,
    pt: 'HOTEL',
    img: [{ url: `/media/hotels/${100000 + n}/0-Standard.svg`, sz: 'Standard' }],
    ad: {
      adr: `${n} MG Road`,
      adr2: 'Fort',
      city: { name: 'Mumbai' },
      ctn: 'Mumbai',
      state: { name: 'Maharashtra' },
      country: { name: 'India' },
      postalCode: '400001',
    },
    gl: { lt: (19 + n / 100).toFixed(6), ln: (72.8 + n / 100).toFixed(6) },
    fl: ['Free WiFi'],
    hotelRatings: {
      userRating: over.rating ?? 3 + (n % 5) / 2,
      reviewCount: 12,
      overallStay: 4,
      foodQuality: 4,
      amenities: 4,
      maintenanceStatus: 4,
      service: 4,
      location: 4,
      valueForMoney: 4,
      ratingScore: 8,
    },
    pops: [{ tpc: price, tp: price, taf: Math.round(price / 0.21) / 100, fc: ['ROOM ONLY'] }],
    // Every third lead option non-refundable; of the others, every second may be paid later.
    ops: [{ id: `op-${n}`, fcd: n % 3 === 0 ? null : 1 + (n % 4), pl: n % 2 === 0, tp: price }],
    wishlist: false,
  };
}

/** 12 hotels: more than a page; 4 of them 5-star (fewer than a page). */
const MUMBAI_CENTRE = { lat: 18.975, lng: 72.825833 };
const twelve: SearchOutcome = {
  hotelSearchId: 'search-12',
  hotels: Array.from({ length: 12 }, (_, i) => hit(i + 1, { rt: i % 3 === 0 ? 5 : 3 + (i % 2) })),
  centre: MUMBAI_CENTRE,
  answeredAt: Date.UTC(2031, 2, 1, 6),
};
/** An answer without a centre: the map falls back to New Delhi. */
const none: SearchOutcome = { hotelSearchId: 'search-0', hotels: [], centre: null, answeredAt: Date.UTC(2031, 2, 1, 6) };

const TODAY = '2031-03-01';
const window = stayWindow(TODAY);
const oneAdult = [{ id: 1, adults: 1, children: 0, childAges: [] }];
const mumbai: ResultsQuery = { place: '1275339', destination: 'Mumbai', checkIn: '2031-03-10', checkOut: '2031-03-11', rooms: oneAdult };
const noDestination: ResultsQuery = { ...mumbai, place: '', destination: '' };
const noDates: ResultsQuery = { ...mumbai, checkOut: '' };
/**
 * Stays the server would refuse, as a URL can hold them, and what the page says. The model walks
 * the first (an old link); each is also checked on its own in resultsStay.test.ts.
 */
export const refusedStays: Array<[ResultsQuery, string]> = [
  [{ ...mumbai, checkIn: '2031-02-28', checkOut: '2031-03-02' }, stayMessages.checkInPast],
  [{ ...mumbai, checkIn: '2031-03-11', checkOut: '2031-03-10' }, stayMessages.checkOutNotAfter],
  [{ ...mumbai, checkIn: '2032-03-01', checkOut: '2032-03-02' }, stayMessages.checkInTooFar],
  [{ ...mumbai, checkIn: '2031-03-10', checkOut: '2031-04-10' }, stayMessages.tooManyNights],
];
export const resultsWindow = window;
export const resultsQueryFixture = mumbai;
const fiveStars: HotelFilters = { ...NO_FILTERS, stars: ['5'] };
const nameNobodyHas: HotelFilters = { ...NO_FILTERS, name: 'zzz' };
const payLater: HotelFilters = { ...NO_FILTERS, terms: ['payLater'] };
/** A shared link: 5-star hotels by price, high to low, on the map. */
const fromLink: ResultsRefinement = { filters: fiveStars, sort: 'priceHighToLow', view: 'map' };

export const resultsModel: MachineModel<typeof resultsMachine> = {
  machine: resultsMachine,
  inputs: [
    { query: mumbai, width: 1280, window },
    { query: mumbai, width: 1280, window, refinement: fromLink },
  ],
  events: [
    // A new search: the same city again (a fresh search; the page sends it for other rooms, the
    // machine does not look inside the query) and the invalid queries.
    { type: 'query.changed', query: mumbai },
    // Browser back to another search of the same place, whose URL has its own sort and filters.
    { type: 'query.changed', query: mumbai, refinement: fromLink },
    { type: 'query.changed', query: noDestination },
    { type: 'query.changed', query: noDates },
    { type: 'query.changed', query: refusedStays[0]![0] },
    { type: 'retry.requested' },
    { type: 'page.sentinelSeen' },
    { type: 'filters.changed', filters: fiveStars },
    { type: 'filters.changed', filters: nameNobodyHas },
    { type: 'filters.changed', filters: payLater },
    { type: 'filters.cleared' },
    { type: 'sort.changed', sort: 'priceHighToLow' },
    { type: 'view.listChosen' },
    { type: 'view.mapChosen' },
    { type: 'map.explored' },
    { type: 'map.closed' },
    { type: 'viewport.changed', width: 375 },
    { type: 'viewport.changed', width: 1280 },
  ],
  actors: { searchHotels: { done: [twelve, none], error: [new Error('Internal Server Error')] } },
  states: {
    'data.invalid.destination': (s) => {
      expect(selectStatus(s)).toBe('invalid');
      expect(selectMessage(s)).toBe('Please provide a valid destination.');
    },
    'data.invalid.dates': (s) => expect(selectMessage(s)).toBe('Please provide check-in and check-out dates.'),
    'data.invalid.stay': (s) => {
      expect(selectStatus(s)).toBe('invalid');
      const expected = refusedStays.find(([q]) => q === s.context.query)?.[1];
      expect(expected).toBeDefined();
      expect(selectMessage(s)).toBe(expected);
    },
    'data.loading': (s) => {
      // Only a stay the server accepts is searched.
      expect(s.context.query).toBe(mumbai);
      // A new search forgets the previous answer's place.
      expect(selectMapCentre(s)).toEqual(NEW_DELHI);
      expect(selectShowSkeleton(s)).toBe(true);
      expect(selectStatus(s)).toBe('loading');
      expect(selectShownHotels(s)).toEqual([]);
      expect(selectCanRefine(s)).toBe(false);
      expect(selectListed(s)).toBe(false);
    },
    'data.empty': (s) => {
      expect(selectMapCentre(s)).toEqual(NEW_DELHI);
      expect(selectMessage(s)).toBe('No hotels found in Mumbai.');
      expect(selectEmptyTitle(s)).toBe('No Hotels Found');
      expect(selectResultCount(s)).toBe(0);
      expect(selectListed(s)).toBe(false);
    },
    'data.failed': (s) => {
      expect(selectMessage(s)).toBe('Failed to fetch hotels. Please try again later.');
      expect(selectListed(s)).toBe(false);
    },
    'data.loaded': (s) => {
      // Always the full list, filtered then sorted by the domain functions.
      const clock = { checkIn: s.context.query.checkIn, now: s.context.answeredAt };
      expect(s.context.visible).toEqual(sortHotels(filterHotels(s.context.hotels, s.context.filters, clock), s.context.sort));
      // Each option counted over the full list under the filters in force.
      expect(selectFacets(s)).toEqual(filterFacets(s.context.hotels, s.context.filters, clock));
      expect(selectHotelSearchId(s)).toBe('search-12');
      // The map centres on the searched place from the answer.
      expect(selectMapCentre(s)).toEqual(MUMBAI_CENTRE);
      expect(selectCanRefine(s)).toBe(true);
      expect(selectListed(s)).toBe(true);
      expect(selectShowSkeleton(s)).toBe(false);
    },
    'data.loaded.showing': (s) => {
      expect(selectStatus(s)).toBe('loaded');
      expect(selectMessage(s)).toBeNull();
      expect(selectEmptyTitle(s)).toBeNull();
      expect(selectShownHotels(s).length).toBe(Math.min(s.context.shown, selectResultCount(s)));
      expect(selectHasMore(s)).toBe(s.context.shown < selectResultCount(s));
    },
    'data.loaded.noMatch': (s) => {
      expect(selectMessage(s)).toBe('No hotels found for the selected filters. Try adjusting the price range or other filters.');
      expect(selectShownHotels(s)).toEqual([]);
    },
    'view.list': (s) => {
      // The list at any width: a phone sees hotels first.
      expect(selectView(s)).toBe('list');
      expect(selectRefinement(s).view).toBe('list');
    },
    'view.map': (s) => {
      expect(selectView(s)).toBe('map');
      // Map view is a choice at every width, and goes back to the list at every width.
      expect(selectCanChooseList(s)).toBe(true);
      expect(selectRefinement(s).view).toBe('map');
    },
    'view.fullMap': (s) => {
      expect(s.context.wide).toBe(true);
      expect(selectView(s)).toBe('fullMap');
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      // The URL's sort, filters and view, else the defaults.
      const from = input.refinement;
      expect(after.context.sort).toBe(from?.sort ?? 'userRating');
      expect(after.context.filters).toEqual(from?.filters ?? NO_FILTERS);
      expect(selectView(after)).toBe(from?.view ?? 'list');
      expect(selectRefinement(after)).toEqual(from ?? { filters: NO_FILTERS, sort: 'userRating', view: 'list' });
    },
    'page.sentinelSeen': ({ before, after }) => {
      expect(after.context.shown).toBe(before.context.shown + PAGE_SIZE);
      expect(selectShownHotels(after).length).toBeGreaterThan(selectShownHotels(before).length);
    },
    'filters.changed': ({ event, after }) => {
      if (event.type !== 'filters.changed') return;
      expect(after.context.filters).toEqual(event.filters);
      expect(after.context.shown).toBe(PAGE_SIZE);
      if (event.filters === fiveStars) expect(selectShownHotels(after).every((h) => h.rt === 5)).toBe(true);
      if (event.filters === payLater) {
        const clock = { checkIn: after.context.query.checkIn, now: after.context.answeredAt };
        expect(after.context.visible.length).toBeGreaterThan(0);
        expect(after.context.visible.every((h) => leadTerms(h.ops[0], clock).payLater)).toBe(true);
      }
      // The URL follows.
      expect(selectRefinement(after).filters).toBe(event.filters);
    },
    'sort.changed': ({ after }) => {
      expect(selectRefinement(after).sort).toBe('priceHighToLow');
      const prices = after.context.visible.map((h) => h.pops[0]!.tpc);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(after.context.shown).toBe(PAGE_SIZE);
    },
    'query.changed': ({ event, after }) => {
      if (event.type !== 'query.changed') return;
      expect(after.context.query).toEqual(event.query);
      expect(after.context.hotels).toEqual([]);
      const refinement = event.refinement as ResultsRefinement | undefined;
      expect(after.context.filters).toEqual(refinement?.filters ?? NO_FILTERS);
      expect(after.context.sort).toBe(refinement?.sort ?? 'userRating');
    },
    'map.explored': ({ before, after }) => {
      // The full-screen map at 1000 px and wider; narrower, Explore on Map switches to map view.
      if (selectView(before) !== 'fullMap') expect(selectView(after)).toBe(selectWide(before) ? 'fullMap' : 'map');
    },
    'viewport.changed': ({ event, before, after }) => {
      if (event.type !== 'viewport.changed') return;
      expect(selectWide(after)).toBe((event.width as number) >= 1000);
      // A narrower screen leaves the full-screen map for map view; the list and map view stay as they were.
      const was = selectView(before);
      expect(selectView(after)).toBe(was === 'fullMap' && !selectWide(after) ? 'map' : was);
      // The list did not change: a view selecting it gets the same array, and does not re-render.
      expect(selectShownHotels(after)).toBe(selectShownHotels(before));
    },
  },
};
