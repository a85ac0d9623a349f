/**
 * The hotel-detail machine with its real effects (the detail calls, session storage, the URL),
 * and the small loaders the reviews and nearby sections use.
 */
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import {
  hotelDetailMachine,
  type HotelLoadResult,
  type LoadHotelRequest,
  type PolicyRequest,
  type SearchHotelRequest,
} from '../../machines/hotelDetail.machine';
import { fetchCancellationPolicy, fetchNearby, fetchReviews, type NearbyAnswer, type ReviewsAnswer, type ReviewsRequest } from '../api/hotelExtras';
import { loadHotel, searchHotel, writeStoredStay } from './hotelDetailData';

export { readStoredStay } from './hotelDetailData';

/**
 * The machine for one page: `replaceUrl` points the address bar at the new search after an
 * update, so a reload shows the same prices.
 */
export function liveHotelDetailMachine(replaceUrl: (searchId: string) => void) {
  return hotelDetailMachine.provide({
    actors: {
      loadHotel: fromPromise<HotelLoadResult, LoadHotelRequest>(({ input }) => loadHotel(input)),
      searchHotel: fromPromise<HotelLoadResult, SearchHotelRequest>(({ input }) => searchHotel(input)),
      loadPolicy: fromPromise<CancellationPolicy, PolicyRequest>(({ input }) => fetchCancellationPolicy(input.hotelId, input.optionId)),
    },
    actions: {
      storeStay: (_, { stay, searchId }) => {
        writeStoredStay(stay);
        if (searchId) replaceUrl(searchId);
      },
    },
  });
}

/** An answer a section loads: loading, the data, or a failure it may try again. */
export type Loadable<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; retry: () => void };

/**
 * Runs `load` when `key` changes (or `retry` is pressed) and keeps its outcome; a newer key wins
 * over an older answer. A failed answer is not cached, so a retry asks the server again.
 */
function useLoad<T>(key: string | null, load: () => Promise<T>): Loadable<T> {
  const [attempt, setAttempt] = useState(0);
  const run = key === null ? null : `${attempt}:${key}`;
  const [state, setState] = useState<{ run: string | null; value: Loadable<T> }>({ run: null, value: { status: 'loading' } });
  useEffect(() => {
    if (run === null) return;
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    load().then(
      (data) => live && setState({ run, value: { status: 'done', data } }),
      () => live && setState({ run, value: { status: 'failed', retry } }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; the key and the attempt say when it changes.
  }, [run]); // eslint-disable-line react-hooks/exhaustive-deps
  return state.run === run ? state.value : { status: 'loading' };
}

/** POST /hotel/reviews for a hotel (cached 5 minutes). */
export function useHotelReviews(request: ReviewsRequest): Loadable<ReviewsAnswer> {
  return useLoad(request.hotelId, () => fetchReviews(request));
}

/** POST /nearby-search for one category type (cached 5 minutes, retried once by the client). */
export function useNearbyPlaces(lat: number, lng: number, radius: number, type: string | null): Loadable<NearbyAnswer> {
  return useLoad(type === null ? null : `${lat},${lng},${radius},${type}`, () => fetchNearby(lat, lng, radius, type ?? ''));
}
