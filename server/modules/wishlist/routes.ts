import type { FastifyInstance } from 'fastify';
import { retrieveWishlistRequest, wishlistMessages, wishlistRequest } from '../../../contract/wishlist';
import { badInput } from '../../http/apiError';
import { route } from '../../http/route';
import { requireUser } from '../../http/requireUser';
import type { WishlistService } from './service';

/**
 * Wishlist calls (spec 000 §7). Each handler calls `requireUser` first (401 / 403 before anything
 * is read or changed), then validates, then acts for the session's user only.
 */
export function wishlistRoutes(app: FastifyInstance, wishlist: WishlistService): void {
  route(app, {
    method: 'POST',
    url: '/save-wishlist',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      const { hotelId } = parse(wishlistRequest, request.body, wishlistMessages.missing);
      return wishlist.save(userId, hotelId);
    },
  });

  route(app, {
    method: 'POST',
    url: '/delete-wishlist',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      const { hotelId } = parse(wishlistRequest, request.body, wishlistMessages.missing);
      return wishlist.remove(userId, hotelId);
    },
  });

  route(app, {
    method: 'POST',
    url: '/retrieve-wishlist',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      parse(retrieveWishlistRequest, request.body, wishlistMessages.missingUser);
      return wishlist.retrieve(userId);
    },
  });
}

/** The spec's own message for a missing user or hotel, not a field-by-field one. */
function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, body: unknown, message: string): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badInput(message);
  return result.data;
}
