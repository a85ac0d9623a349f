/**
 * The hotel-detail machine with its real effects (the detail calls, session storage, the URL),
 * and the small loaders the reviews and nearby sections use.
 */
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { NEARBY_CATEGORIES } from '../../contract/nearbyCategories';
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import {
  hotelDetailMachine,
  type HotelLoadResult,
  type LoadHotelRequest,
  type PolicyRequest,
  type SearchHotelRequest,
} from '../../machines/hotelDetail.machine';
import { fetchCancellationPolicy, hotelReviews, nearbyPlaces, type NearbyAnswer, type ReviewsAnswer, type ReviewsRequest } from '../api/hotelExtras';
import { loadHotel, searchHotel, writeStoredStay } from './hotelDetailData';
import { useCachedRead, type Retryable } from './useCachedRead';

export { readStoredStay } from './hotelDetailData';
/** What the reviews section asks for and is given (views never import src/api/). */
export type { ReviewsAnswer, ReviewsRequest } from '../api/hotelExtras';

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

/** POST /hotel/reviews for a hotel (cached 5 minutes). */
export function useHotelReviews(request: ReviewsRequest): Retryable<ReviewsAnswer> {
  return useCachedRead(hotelReviews(request));
}

/** POST /nearby-search for one category type (cached 5 minutes, retried once by the client). */
export function useNearbyPlaces(lat: number, lng: number, radius: number, type: string): Retryable<NearbyAnswer> {
  return useCachedRead(nearbyPlaces(lat, lng, radius, type));
}

/**
 * Every category's nearby places at once, for the hotel's map: the same cached reads as the
 * category tabs, so the tabs then open without asking again. Categories still loading or failed
 * add nothing.
 */
export function useAllNearbyPlaces(lat: number, lng: number, radius: number): NearbyAnswer {
  const [landmarks, attractions, transport, others] = NEARBY_CATEGORIES;
  const a = useNearbyPlaces(lat, lng, radius, landmarks.type).data;
  const b = useNearbyPlaces(lat, lng, radius, attractions.type).data;
  const c = useNearbyPlaces(lat, lng, radius, transport.type).data;
  const d = useNearbyPlaces(lat, lng, radius, others.type).data;
  return useMemo(() => [...(a ?? []), ...(b ?? []), ...(c ?? []), ...(d ?? [])], [a, b, c, d]);
}
