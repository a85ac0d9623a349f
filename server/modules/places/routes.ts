import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nearbyRequest, nearbyResponse } from '../../../contract/nearby';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { ApiError } from '../../http/apiError';
import { success } from '../../http/envelope';
import type { PlacesService } from './service';

export function placesRoutes(app: FastifyInstance, places: PlacesService): void {
  /**
   * Needs a live device token: without one, 401 before the body is read (this route's own message,
   * naming the call that gives a token; `sessionRoute` would tell a traveller to log in). Then the
   * body is checked by its schema, and the answer written through its envelope schema.
   */
  const schema = { body: nearbyRequest, response: { '2xx': nearbyResponse } };
  const needsToken = async (request: FastifyRequest) => {
    if (!request.session) throw new ApiError('unauthenticated', 'authorization: a live device token is required (GET /guest)');
  };
  app.withTypeProvider<ZodTypeProvider>().post('/nearby-search', { bodyLimit: BODY_LIMITS.small, schema, onRequest: needsToken }, async (request) =>
    success({ results: await places.nearby(request.body) }),
  );
}
