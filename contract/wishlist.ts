import { z } from 'zod';
import { successEnvelope } from './envelope';
import { hotelHit } from './hotel';
import { hotelId, userId } from './ids';

/** A user's wishlist holds at most this many hotels. */
export const WISHLIST_MAX_HOTELS = 200;

/** What the wishlist calls say when they cannot run (docs/product.md, Wishlist). */
export const wishlistMessages = {
  missing: 'Unable to update wishlist: Missing user or hotel information',
  missingUser: 'Unable to retrieve wishlist: Missing user information',
  unknownHotel: 'No such hotel',
  full: `Your wishlist is full: it holds at most ${WISHLIST_MAX_HOTELS} hotels. Remove one to save another.`,
} as const;

/** Ids arrive as strings or numbers (the old client); both are read as trimmed strings. */
const given = <T extends z.ZodType>(id: T) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v), id);

/** POST /save-wishlist and POST /delete-wishlist. `userId` must be the session's user (else 403). */
export const wishlistRequest = z.object({ userId: given(userId), hotelId: given(hotelId) });
export type WishlistRequest = z.infer<typeof wishlistRequest>;

export const wishlistChangeResponse = successEnvelope(
  z.object({ userId: z.string(), hotelId: z.string(), wishlisted: z.boolean() }),
);

/** POST /retrieve-wishlist `{userId}` -> `response.searchResult.his`, hotels as search answers them. */
export const retrieveWishlistRequest = z.object({ userId: given(userId) });
export type RetrieveWishlistRequest = z.infer<typeof retrieveWishlistRequest>;

/** The saved hotels, newest save first, each as search answers it and with `wishlist: true`. */
export const retrieveWishlistResponse = successEnvelope(
  z.object({ searchResult: z.object({ his: z.array(hotelHit.extend({ wishlist: z.literal(true) })) }) }),
);
export type RetrieveWishlistResponse = z.infer<typeof retrieveWishlistResponse>;
