import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { STAY_REWIND_PATH, stayRewindRequest } from '../../../contract/stayReview';
import { addDays, todayInIndia } from '../../../domain/dates';
import type { Orm } from '../../db/database';
import { rowsOf } from '../../db/transaction';
import { notFound } from '../../http/apiError';
import { success } from '../../http/envelope';
import { localOnly } from '../../http/localOnly';

/**
 * The development route of stay reviews, for tests and a developer's own machine: registered
 * with the other dev routes (the `outbox` delivery, which config.ts refuses in production),
 * served only to loopback clients.
 *
 * - POST /api/dev/stay-rewind `{bookingId}`: a confirmed booking's stay moves back so that it
 *   ended yesterday (its nights kept), as if it had passed; tests rate it without waiting.
 */
export function stayDevRoutes(app: FastifyInstance, orm: Orm, clock: () => Date): void {
  app.log.warn({ routes: [STAY_REWIND_PATH] }, 'the dev stay rewind is on: confirmed stays can be moved into the past from this machine');
  // Another machine is refused before the body is checked (after the body limit, as for any caller).
  const preValidation = async (request: FastifyRequest) => localOnly(request);
  app.withTypeProvider<ZodTypeProvider>().post(STAY_REWIND_PATH, { schema: { body: stayRewindRequest }, preValidation }, async (request) => {
    const { bookingId } = request.body;
    const yesterday = addDays(todayInIndia(clock()), -1);
    const rows = await rowsOf<{ id: string }>(orm, sql`
      update bookings set checkin = checkin - (checkout - ${yesterday}::date), checkout = ${yesterday}::date
       where id = ${bookingId} and status = 'SUCCESS' returning id`);
    if (rows.length === 0) throw notFound('bookingId: no confirmed booking with that id');
    return success({ rewound: true as const });
  });
}
