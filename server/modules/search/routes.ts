import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelSearchRequest } from '../../../contract/search';
import { BODY_LIMITS } from '../../http/bodyLimits';
import type { SearchService } from './service';

/** The search answers are assembled as JSON text (see serialize.ts), so they are sent as is. */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  // The body is checked by its schema before the handler runs. No response schema: the answer is
  // assembled as JSON text on the search thread, and a response schema would encode it again.
  const schema = { body: hotelSearchRequest };
  app.withTypeProvider<ZodTypeProvider>().post('/hotel-search-v2', { bodyLimit: BODY_LIMITS.search, schema }, async (request, reply) => {
    const answer = await search.search(request.body, request.session);
    // The answer's buffer serves the next search once this response is done with it (sent, or
    // its connection closed): 'close' comes after the bytes were handed to the system.
    reply.raw.once('close', answer.release);
    return reply.type('application/json; charset=utf-8').send(answer.bytes);
  });

  app.get('/trending-gateway', async (request, reply) => {
    return reply.type('application/json; charset=utf-8').send(await search.trending(request.session));
  });
}
