import type { FastifyInstance } from 'fastify';
import { nearbyRequest } from '../../../contract/nearby';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { ApiError } from '../../http/apiError';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { PlacesService } from './service';

export function placesRoutes(app: FastifyInstance, places: PlacesService): void {
  /** Needs a live device token. */
  app.post('/nearby-search', { bodyLimit: BODY_LIMITS.small }, async (request) => {
    if (!request.session) throw new ApiError('unauthenticated', 'authorization: a live device token is required (GET /guest)');
    const body = parseInput(nearbyRequest, request.body, 'body');
    return success({ results: await places.nearby(body) });
  });
}
