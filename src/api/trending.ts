import type { HotelHit } from '../../contract/hotel';
import { cached } from './cache';
import { call } from './client';
import { trendingKeys } from './cacheKeys';


/** GET /trending-gateway: hotels priced for the default stay (spec 000 §7). Cached 5 minutes. */
export async function trendingHotels(): Promise<HotelHit[]> {
  const answer = await cached(trendingKeys.all, (signal) => call((s) => s.trendingResponse, '/trending-gateway', { signal }));
  return answer.response.searchResult.his;
}
