import type { FastifyInstance } from 'fastify';
import { hotelSearchRequest } from '../../../contract/search';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { parseInput } from '../../http/validate';
import type { SearchService } from './service';

/** The search answers are assembled as JSON text (see serialize.ts), so they are sent as is. */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.post('/hotel-search-v2', { bodyLimit: BODY_LIMITS.search }, async (request, reply) => {
    const body = parseInput(hotelSearchRequest, request.body, 'body');
    const answer = await search.search(body, request.session);
    // The answer's buffer serves the next search once this response is done with it (sent, or
    // its connection closed): 'close' comes after the bytes were handed to the system.
    reply.raw.once('close', answer.release);
    return reply.type('application/json; charset=utf-8').send(answer.bytes);
  });

  app.get('/trending-gateway', async (request, reply) => {
    return reply.type('application/json; charset=utf-8').send(await search.trending(request.session));
  });
}
