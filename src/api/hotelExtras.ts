/**
 * The calls of the detail page after the hotel itself: cancellation
 * policy, reviews and nearby places, validated with the shared contract and cached 5 minutes.
 */
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import type { nearbyResponse } from '../../contract/nearby';
import type { reviewsResponse } from '../../contract/reviews';
import type { z } from 'zod';
import { cached, type CachedRead } from './cache';
import { call } from './client';
import { detailKeys } from './cacheKeys';

/** POST /hotel-cancellation-policy. */
export function fetchCancellationPolicy(hotelId: string, optionId: string): Promise<CancellationPolicy> {
  return cached(
    detailKeys.policy(hotelId, optionId),
    async (signal) =>
      (await call((s) => s.cancellationPolicyResponse, '/hotel-cancellation-policy', { method: 'POST', body: { id: hotelId, optionId }, signal })).response
        .cancellationPolicy,
  );
}

export type ReviewsAnswer = z.infer<typeof reviewsResponse>['response'];
export interface ReviewsRequest {
  hotelId: string;
  optionId?: string;
  hotelName?: string;
  latitude?: string;
  longitude?: string;
}

/** POST /hotel/reviews: categories and guest photos (one answer per hotel). */
export function hotelReviews(request: ReviewsRequest): CachedRead<ReviewsAnswer> {
  return {
    key: detailKeys.reviews(request.hotelId),
    load: async (signal) => (await call((s) => s.reviewsResponse, '/hotel/reviews', { method: 'POST', body: request, signal })).response,
  };
}

export type NearbyAnswer = z.infer<typeof nearbyResponse>['response']['results'];

/** POST /nearby-search: places of one type within `radius` metres. */
export function nearbyPlaces(latitude: number, longitude: number, radius: number, type: string): CachedRead<NearbyAnswer> {
  return {
    key: detailKeys.nearby(latitude, longitude, radius, type),
    load: async (signal) =>
      (await call((s) => s.nearbyResponse, '/nearby-search', { method: 'POST', body: { latitude, longitude, radius, type }, signal })).response.results,
  };
}
