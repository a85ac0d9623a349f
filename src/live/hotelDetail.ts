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

export type Loadable<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed' };

/** Runs `load` when `key` changes and keeps its outcome; a newer key wins over an older answer. */
function useLoad<T>(key: string | null, load: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<{ key: string | null; value: Loadable<T> }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { status: 'done', data } }),
      () => live && setState({ key, value: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; the key says when it changes.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state.key === key ? state.value : { status: 'loading' };
}

/** POST /hotel/reviews for a hotel (cached 5 minutes). */
export function useHotelReviews(request: ReviewsRequest): Loadable<ReviewsAnswer> {
  return useLoad(request.hotelId, () => fetchReviews(request));
}

/** POST /nearby-search for one category type (cached 5 minutes, retried once by the client). */
export function useNearbyPlaces(lat: number, lng: number, radius: number, type: string | null): Loadable<NearbyAnswer> {
  return useLoad(type === null ? null : `${lat},${lng},${radius},${type}`, () => fetchNearby(lat, lng, radius, type ?? ''));
}
