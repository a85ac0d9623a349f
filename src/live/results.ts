import { fromPromise, type SnapshotFrom } from 'xstate';
import { resultsMachine, type ResultsQuery, type SearchOutcome } from '../../machines/results.machine';
import { searchHotels } from '../api/search';
import { sessionKeys, sessionStore } from '../api/storage';
import { parseNearPlace } from '../../machines/rules/nearPlace';
import { roomsKey } from '../../machines/rules/rooms';
import { readResultsQuery } from '../model/resultsQuery';
import type { SearchInitial } from './search';

/**
 * The results machine with its real search (POST /hotel-search-v2, cached 5 minutes); the lead
 * options' cancellation terms are read for the moment the answer reaches the page.
 */
export const liveResultsMachine = resultsMachine.provide({
  actors: {
    searchHotels: fromPromise<SearchOutcome, ResultsQuery>(async ({ input }) => ({ ...(await searchHotels(input)), answeredAt: Date.now() })),
  },
});

type ResultsSnapshot = SnapshotFrom<typeof liveResultsMachine>;

/** What coming back to the results restores: the machine (list, filters, sort, pages, view) and the scroll. */
interface Kept {
  snapshot: unknown;
  scrollY: number;
  at: number;
}

/**
 * Results pages left in this tab, by query, kept in memory so that browser back to the results
 * shows the same loaded list at the same scroll position (a few recent queries only).
 */
const kept = new Map<string, Kept>();
const MAX_KEPT = 5;
/** A search id is valid 30 minutes; a kept list older than that would open stale detail links. */
const KEEP_MS = 30 * 60_000;

/** A results page's identity: the URL's query and the rooms (a change of either is a new search). */
export const queryKey = (q: ResultsQuery) => JSON.stringify([q.place, q.destination, q.checkIn, q.checkOut, roomsKey(q.rooms), ...(q.near ? [q.near] : [])]);

/**
 * The results page's query from its URL and navigation state, with the rooms
 * kept in session storage as the last fallback.
 */
export const currentResultsQuery = (search: string, state: unknown): ResultsQuery => readResultsQuery(search, state, sessionStore.get(sessionKeys.rooms));

/**
 * The search panel of a results page (Modify Search) starts from the page's query and rooms as
 * they are, even a stay that can no longer be booked; a place that is no city id leaves the
 * destination empty. A search near a place keeps the place.
 */
export function modifySearchInitial(query: ResultsQuery): SearchInitial {
  const id = Number(query.place);
  const near = parseNearPlace(query.near);
  return {
    destination: Number.isInteger(id) && id > 0 && query.destination ? { id, name: query.destination, ...(near ? { place: near } : {}) } : null,
    checkIn: query.checkIn || null,
    checkOut: query.checkOut || null,
    rooms: query.rooms,
  };
}

/** Keeps a settled page (loaded, empty); a page still loading or failed is not worth keeping. */
export function keepResults(query: ResultsQuery, snapshot: ResultsSnapshot, persisted: unknown, scrollY: number): void {
  const settled = snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'empty' });
  const key = queryKey(query);
  kept.delete(key);
  if (!settled) return;
  kept.set(key, { snapshot: persisted, scrollY, at: Date.now() });
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function keptResults(query: ResultsQuery): Kept | undefined {
  const entry = kept.get(queryKey(query));
  if (entry && Date.now() - entry.at > KEEP_MS) {
    kept.delete(queryKey(query));
    return undefined;
  }
  return entry;
}
