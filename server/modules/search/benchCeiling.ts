import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelSearchRequest } from '../../../contract/search';
import type { SearchService } from './service';

/**
 * Benchmark only (BENCH_CEILING=1): POST /bench/ceiling answers each search body with the real
 * search answer of that body, made the first time and then sent from a buffer: what the server
 * does when search itself costs nothing, sending the same bytes as the searches it is compared with.
 * Every body is checked by its schema, a cached one too; no response schema, as in routes.ts.
 */
export function benchCeilingRoute(api: FastifyInstance, search: SearchService): void {
  const answers = new Map<string, Buffer>();
  api.withTypeProvider<ZodTypeProvider>().post('/bench/ceiling', { schema: { body: hotelSearchRequest } }, async (request, reply) => {
    const key = JSON.stringify(request.body);
    let answer = answers.get(key);
    if (!answer) {
      const lent = await search.search(request.body, null);
      answer = Buffer.from(lent.bytes);
      lent.release();
      answers.set(key, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
