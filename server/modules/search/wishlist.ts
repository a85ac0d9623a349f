import type { CallerSession } from '../session/service';

/**
 * The one place that decides each hotel's `wishlist` flag: given the caller's wishlisted hotel
 * ids (app.ts wires the wishlist repo in; guests have none).
 */
export type WishlistLookup = (session: CallerSession | null) => Promise<ReadonlySet<string>>;

export const NO_WISHLIST: ReadonlySet<string> = new Set();
export const noWishlist: WishlistLookup = async () => NO_WISHLIST;

export function wishlistFlag(wishlisted: ReadonlySet<string>, hotelId: string): boolean {
  // Most callers are guests or have an empty list: the id is then not even read (search asks for every hotel of a city).
  return wishlisted.size > 0 && wishlisted.has(hotelId);
}
