import type { ResultsQuery } from '../../../machines/results.machine';

/** Navigation state the search panel may pass along (spec 000 §2). */
interface NavigationState {
  destination?: unknown;
  destinationId?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The results query: each value from the query string, or from the navigation state when the
 * query string lacks it. When both have a value, the query string wins.
 */
export function readResultsQuery(search: string, state: unknown): ResultsQuery {
  const params = new URLSearchParams(search);
  const nav = (state && typeof state === 'object' ? state : {}) as NavigationState;
  const pick = (key: string, fallback: unknown) => (params.get(key) ?? '').trim() || text(fallback).trim();
  return {
    place: pick('place', nav.destinationId),
    destination: pick('destination', nav.destination),
    checkIn: pick('checkIn', nav.checkInDate),
    checkOut: pick('checkOut', nav.checkOutDate),
  };
}
