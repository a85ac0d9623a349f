import type { HotelHit } from '../../contract/hotel';
import { trendingHotels } from '../api/trending';
import { useCachedRead, type Retryable } from './useCachedRead';

/** The trending hotels of the home page (GET /trending-gateway, cached 5 minutes). */
export function useTrendingHotels(): Retryable<HotelHit[]> {
  return useCachedRead(trendingHotels);
}
