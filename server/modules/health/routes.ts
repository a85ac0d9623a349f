import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { failure, success } from '../../http/envelope';
import { FailureCode } from '../../../contract/failureCodes';
import type { SearchThreadStatus } from '../../../contract/guest';
import { isReady, notReadyMessage, readiness } from './readiness';

/**
 * GET /healthz: is the process up, can it reach its database, and does the search thread write
 * the answers yet? A search thread still starting (or restarting) is no failure: the request
 * thread writes the answers meanwhile, so the status stays 200.
 */
export function healthRoutes(app: FastifyInstance, db: Database, searchThread: () => SearchThreadStatus): void {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    const up = await db.ping();
    const body = {
      database: up ? ('up' as const) : ('down' as const),
      searchThread: searchThread(),
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    };
    if (up) return success(body);
    const { code, status } = FailureCode.unavailable;
    return reply.status(status).send({ ...failure(code, 'Database unreachable'), response: body });
  });
}

/**
 * GET /readyz: may a load balancer send this server traffic? Beyond /healthz's liveness, its
 * database must answer and carry every migration this server's code expects (a server started
 * against a database another version migrated, or not yet migrated, is alive but not ready), and
 * it must hear the catalogue's change feed.
 */
export function readinessRoutes(app: FastifyInstance, db: Database, feedListening: () => boolean): void {
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness(db, feedListening);
    if (isReady(state)) return success(state);
    const { code, status } = FailureCode.unavailable;
    return reply.status(status).send({ ...failure(code, notReadyMessage(state)), response: state });
  });
}
