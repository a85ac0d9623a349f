import type { QueryKey } from '@tanstack/query-core';
import type { HotelHit } from '../../contract/hotel';
import type { WishlistRequest } from '../../contract/wishlist';
import { invalidate, cached } from './cache';
import { call } from './client';
import { detailKeys, searchKeys, trendingKeys } from './cacheKeys';

/** What the page says when the wishlist cannot be read and the server gave no message. */
export const WISHLIST_FAILED = 'No WishList Found';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (userId: string) => ['wishlist', userId] as const,
};

/**
 * Everything that carries the wishlist flag, refreshed after a save or a delete:
 * the cached wishlist (`['wishlist']`), hotel detail (`['hotel-detail']`, src/api/detail.ts),
 * search results (`['hotel-search']`, src/api/search.ts) and trending hotels (`['trending']`,
 * src/api/trending.ts). Login and logout refresh the same answers, which were read for the
 * previous caller.
 */
export const wishlistFlagPrefixes: readonly QueryKey[] = [wishlistKeys.all, detailKeys.all, searchKeys.all, trendingKeys.all];

export function refreshWishlistCaches(): Promise<void> {
  return Promise.all(wishlistFlagPrefixes.map((prefix) => invalidate(prefix))).then(() => undefined);
}

/** POST /save-wishlist `{userId, hotelId}`. Saving twice is harmless. */
export async function saveToWishlist(change: WishlistRequest): Promise<void> {
  await call((s) => s.wishlistChangeResponse, '/save-wishlist', { method: 'POST', body: change });
}

/** POST /delete-wishlist `{userId, hotelId}`. Deleting what is not there is harmless. */
export async function removeFromWishlist(change: WishlistRequest): Promise<void> {
  await call((s) => s.wishlistChangeResponse, '/delete-wishlist', { method: 'POST', body: change });
}

/**
 * POST /retrieve-wishlist `{userId}` -> the saved hotels (newest save first), cached under
 * `['wishlist', userId]`. A FAILURE answer throws an Error with the server's message.
 */
export function retrieveWishlist(userId: string): Promise<HotelHit[]> {
  return cached(wishlistKeys.of(userId), async (signal) => {
    const answer = await call((s) => s.retrieveWishlistAnswer, '/retrieve-wishlist', { method: 'POST', body: { userId }, signal });
    if (answer.hotelStatus !== 'SUCCESS') throw new WishlistError(answer.hotelFailureMsg || WISHLIST_FAILED);
    return answer.response.searchResult.his;
  });
}

/** A wishlist read the server refused, with its message. */
export class WishlistError extends Error {
  override name = 'WishlistError';
}

/** What the wishlist page shows when the read fails: the server's message or the default. */
export function wishlistFailureMessage(error: unknown): string {
  return error instanceof WishlistError && error.message ? error.message : WISHLIST_FAILED;
}
