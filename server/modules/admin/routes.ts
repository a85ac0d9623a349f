/**
 * The operator's routes on a server that owns its embedded database (adminFile.ts): a catalogue
 * import and partner keys, as the commands would do them on the database. Only a client on this
 * machine with the server's admin token reaches them; anyone else is told there is no such route
 * (a wrong token from this machine gets 401).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueImportResponse, partnerKeyCreatedResponse, partnerKeyRevokedResponse, partnerKeysResponse } from '../../../contract/admin';
import type { Database } from '../../db/database';
import { importCatalogue } from '../../db/import/importCatalogue';
import { ApiError } from '../../http/apiError';
import { localOnly } from '../../http/localOnly';
import { route } from '../../http/route';
import { KeyRefused, partnerKeys } from '../partner/keys';

const sameToken = (given: string, token: string) => given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

export function adminRoutes(api: FastifyInstance, db: Database, token: string, clock: () => Date): void {
  api.addHook('onRequest', async (request) => {
    localOnly(request);
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) throw new ApiError('unauthenticated', 'the admin token is wrong: the commands read it from the data folder\'s admin.json');
  });
  const keys = partnerKeys(db);
  const refusedKey = (error: unknown) => (error instanceof KeyRefused ? new ApiError('invalidInput', error.message) : error);

  route(api, {
    method: 'POST',
    url: '/catalogue-import',
    response: catalogueImportResponse,
    body: z.object({ file: z.string().min(1).max(4_096) }).strict(),
    handler: async ({ body }) => importCatalogue(db, body.file, clock()),
  });
  route(api, {
    method: 'POST',
    url: '/partner-keys',
    response: partnerKeyCreatedResponse,
    body: z.object({ name: z.string().max(200), hotels: z.array(z.string().max(40)).max(1_000) }).strict(),
    handler: async ({ body }) => {
      try {
        return await keys.create(body.name, body.hotels);
      } catch (error) {
        throw refusedKey(error);
      }
    },
  });
  route(api, { method: 'GET', url: '/partner-keys', response: partnerKeysResponse, handler: async () => keys.list() });
  route(api, {
    method: 'POST',
    url: '/partner-keys/:id/revoke',
    response: partnerKeyRevokedResponse,
    params: z.object({ id: z.string().regex(/^pk_[0-9a-z]{12}$/, 'must be a key id') }),
    handler: async ({ params }) => ({ revoked: await keys.revoke(params.id) }),
  });
}
