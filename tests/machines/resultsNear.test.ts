import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resultsMachine, type ResultsQuery, type SearchOutcome } from '../../machines/results.machine';
import { selectHeading, selectMessage, selectSort, selectSortOptions, selectStatus, selectVisibleHotels } from '../../machines/results.selectors';
import { readRefinement, withRefinement } from '../../src/model/resultsUrl';
import { readResultsQuery } from '../../src/model/resultsQuery';
import { hit, resultsQueryFixture, resultsWindow } from './results.model';

const AIRPORT = 'Chhatrapati Shivaji Maharaj International Airport';
const nearAirport: ResultsQuery = { ...resultsQueryFixture, destination: AIRPORT, near: 'airport-BOM' };

/** The server's answer near the airport: its hotels nearest first, each with its distance. */
const aroundAirport = (kms: readonly number[]): SearchOutcome => ({
  hotelSearchId: 'search-near',
  hotels: kms.map((km, i) => ({ ...hit(i + 1, { rating: 5 - i / 10 }), km })),
  centre: { lat: 19.0887, lng: 72.8679 },
  near: { name: AIRPORT, lat: 19.0887, lng: 72.8679 },
  answeredAt: Date.parse('2031-03-01T00:00:00Z'),
});

function start(query: ResultsQuery, outcome: SearchOutcome) {
  const machine = resultsMachine.provide({ actors: { searchHotels: fromPromise(async () => outcome) } });
  return createActor(machine, { input: { query, width: 1280, window: resultsWindow } }).start();
}

describe('results near an airport, a station or a landmark', () => {
  it('opens sorted by distance, Distance first among the sorts, under "Hotel Stays near {place}"', async () => {
    // The answer's order is not the distance order here: the list still shows the nearest first.
    const actor = start(nearAirport, aroundAirport([4.2, 0.8, 12.5, 2.1]));
    const s = await waitFor(actor, (snapshot) => snapshot.matches({ data: 'loaded' }));
    expect(selectSort(s)).toBe('distance');
    expect(selectSortOptions(s)[0]).toEqual({ id: 'distance', label: 'Distance' });
    expect(selectHeading(s)).toBe(`Hotel Stays near ${AIRPORT}`);
    expect(selectVisibleHotels(s).map((h) => h.km)).toEqual([0.8, 2.1, 4.2, 12.5]);
    expect(s.context.nearPlace).toEqual({ name: AIRPORT, lat: 19.0887, lng: 72.8679 });
    actor.stop();
  });

  it('a city search keeps User Rating and offers no Distance', async () => {
    const actor = start(resultsQueryFixture, aroundAirport([1]));
    const s = await waitFor(actor, (snapshot) => snapshot.matches({ data: 'loaded' }));
    expect(selectSort(s)).toBe('userRating');
    expect(selectSortOptions(s).some((o) => o.id === 'distance')).toBe(false);
    expect(selectHeading(s)).toBe(`Hotel Stays in ${resultsQueryFixture.destination}`);
    actor.stop();
  });

  it('none within 15 km: "No hotels found near {place}."', async () => {
    const actor = start(nearAirport, aroundAirport([]));
    const s = await waitFor(actor, (snapshot) => snapshot.matches({ data: 'empty' }));
    expect(selectMessage(s)).toBe(`No hotels found near ${AIRPORT}.`);
    actor.stop();
  });

  it('a link whose place is malformed is an invalid destination, not a city search', () => {
    const actor = start({ ...nearAirport, near: 'museum-louvre' }, aroundAirport([1]));
    const s = actor.getSnapshot();
    expect(selectStatus(s)).toBe('invalid');
    expect(selectMessage(s)).toBe('Please provide a valid destination.');
    actor.stop();
  });
});

describe('the results link near a place', () => {
  it('carries the place, and Distance is its default sort (left out of the link)', () => {
    const search = '?place=1275339&destination=Airport&checkIn=2031-03-10&checkOut=2031-03-11&near=airport-BOM';
    expect(readResultsQuery(search, null, null)).toMatchObject({ place: '1275339', near: 'airport-BOM' });
    expect(readRefinement(search).sort).toBe('distance');
    expect(withRefinement(search, resultsQueryFixture.rooms, readRefinement(search))).not.toContain('sort=');
    expect(withRefinement(search, resultsQueryFixture.rooms, { ...readRefinement(search), sort: 'userRating' })).toContain('sort=userRating');
  });

  it('a city link cannot ask for Distance', () => {
    expect(readRefinement('?place=1275339&destination=Mumbai&sort=distance').sort).toBe('userRating');
  });
});
