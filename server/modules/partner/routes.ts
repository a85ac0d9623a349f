/**
 * The partner API's routes, under /api/partner/v1 (docs/partner-api.md): ARI pushed and read
 * back, bookings pulled, and the OpenAPI document. Every route but the document needs a key,
 * checked before the body is read (partnerAuth.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ariQuery, partnerBookingsQuery } from '../../../contract/partner';
import type { Database } from '../../db/database';
import { badInput } from '../../http/apiError';
import { success } from '../../http/envelope';
import type { AriPush } from './ariPush';
import { readAri } from './ariRead';
import { bookingsSince } from './bookingsFeed';
import type { PartnerKeys } from './keys';
import { openApiDocument } from './openapi';
import { installPartnerAuth, partnerOf } from './partnerAuth';

/** A year of per-night rates for 1,000 updates fits with room to spare; a larger body is refused before it is read. */
export const ARI_BODY_LIMIT = 8 * 1024 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
const OPENAPI = '/openapi.json';

export function partnerRoutes(api: FastifyInstance, deps: { db: Database; keys: PartnerKeys; push: AriPush }): void {
  const document = JSON.stringify(openApiDocument());
  installPartnerAuth(api, deps.keys, Date.now, [OPENAPI]);

  api.get(OPENAPI, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));

  api.post('/ari', { bodyLimit: ARI_BODY_LIMIT, config: { personal: true } }, async (request) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    if (header !== undefined && (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey))) throw badInput('Idempotency-Key: must be 1-100 letters, digits or _ . : -');
    return success(await deps.push.push(partnerOf(request), request.body, idempotencyKey));
  });

  // The key is checked when the request arrives (partnerAuth.ts), so a caller without one gets 401 before its query is checked.
  const checked = api.withTypeProvider<ZodTypeProvider>();
  checked.get('/ari', { config: { personal: true }, schema: { querystring: ariQuery } }, async (request) =>
    success(await readAri(deps.db, partnerOf(request), request.query)),
  );

  checked.get('/bookings', { config: { personal: true }, schema: { querystring: partnerBookingsQuery } }, async (request) =>
    success(await bookingsSince(deps.db, partnerOf(request), request.query)),
  );
}
