/**
 * The calls of the detail page after the hotel itself (spec 001 §7, spec 000 §7): cancellation
 * policy, reviews and nearby places, validated with the shared contract and cached 5 minutes.
 */
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import type { nearbyResponse } from '../../contract/nearby';
import type { reviewsResponse } from '../../contract/reviews';
import type { z } from 'zod';
import { cached } from './cache';
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

/** POST /hotel/reviews: categories and guest photos. */
export function fetchReviews(request: ReviewsRequest): Promise<ReviewsAnswer> {
  return cached(detailKeys.reviews(request.hotelId), async (signal) => (await call((s) => s.reviewsResponse, '/hotel/reviews', { method: 'POST', body: request, signal })).response);
}

export type NearbyAnswer = z.infer<typeof nearbyResponse>['response']['results'];

/** POST /nearby-search: places of one type within `radius` metres. */
export function fetchNearby(latitude: number, longitude: number, radius: number, type: string): Promise<NearbyAnswer> {
  return cached(
    detailKeys.nearby(latitude, longitude, radius, type),
    async (signal) =>
      (await call((s) => s.nearbyResponse, '/nearby-search', { method: 'POST', body: { latitude, longitude, radius, type }, signal })).response.results,
  );
}
