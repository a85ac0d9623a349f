import type { FastifyInstance } from 'fastify';
import { retrieveWishlistRequest, retrieveWishlistResponse, wishlistChangeResponse, wishlistMessages, wishlistRequest, type RetrieveWishlistResponse } from '../../../contract/wishlist';
import type { z } from 'zod';
import { badInput } from '../../http/apiError';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { userRoute } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { WishlistService } from './service';

/**
 * Wishlist calls, each for the session's user only (`userRoute`: 401 / 403 before
 * anything is read or changed), then the spec's own messages for a missing id.
 */
export function wishlistRoutes(app: FastifyInstance, wishlist: WishlistService): void {
  userRoute(app, {
    method: 'POST',
    url: '/save-wishlist',
    response: wishlistChangeResponse,
    bodyLimit: BODY_LIMITS.small,
    handler: async ({ userId }, request) => {
      const { hotelId } = parse(wishlistRequest, request.body, ['userId', 'hotelId'], wishlistMessages.missing);
      return wishlist.save(userId, hotelId);
    },
  });

  userRoute(app, {
    method: 'POST',
    url: '/delete-wishlist',
    response: wishlistChangeResponse,
    bodyLimit: BODY_LIMITS.small,
    handler: async ({ userId }, request) => {
      const { hotelId } = parse(wishlistRequest, request.body, ['userId', 'hotelId'], wishlistMessages.missing);
      return wishlist.remove(userId, hotelId);
    },
  });

  userRoute(app, {
    method: 'POST',
    url: '/retrieve-wishlist',
    response: retrieveWishlistResponse,
    bodyLimit: BODY_LIMITS.small,
    handler: async ({ userId }, request) => {
      parse(retrieveWishlistRequest, request.body, ['userId'], wishlistMessages.missingUser);
      // The cards are the search's own JSON, typed loosely: the response schema checks them as they leave.
      return (await wishlist.retrieve(userId)) as RetrieveWishlistResponse['response'];
    },
  });
}

/**
 * The spec's own message when an id is missing (absent, null or blank); otherwise the body is
 * checked field by field, so a malformed id gets a 400 that names it.
 */
function parse<T extends z.ZodType>(schema: T, body: unknown, ids: string[], missing: string): z.infer<T> {
  const given = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (ids.some((id) => given[id] === undefined || given[id] === null || (typeof given[id] === 'string' && given[id].trim() === ''))) throw badInput(missing);
  // Parsed by hand, not by a declared schema: the spec's message for a missing id comes before the schema's.
  return parseInput(schema, body, 'body');
}
