import type { FastifyInstance } from 'fastify';
import { refuseUnstorableText } from './validate';

/**
 * Every route, whoever declared it (the local payment sandbox's too), refuses a body, query or
 * path holding text no store takes (a NUL, a lone surrogate) with a 400 naming the field, before
 * its handler runs: such text would otherwise reach the database and fail there as a 500.
 */
export function installStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const where of ['body', 'query', 'params'] as const) refuseUnstorableText(request[where], where);
  });
}
