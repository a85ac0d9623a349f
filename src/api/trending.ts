import type { HotelHit } from '../../contract/hotel';
import type { CachedRead } from './cache';
import { call } from './client';
import { trendingKeys } from './cacheKeys';

/** GET /trending-gateway: hotels priced for the default stay. Cached 5 minutes. */
export const trendingHotels: CachedRead<HotelHit[]> = {
  key: trendingKeys.all,
  load: async (signal) => (await call((s) => s.trendingResponse, '/trending-gateway', { signal })).response.searchResult.his,
};
