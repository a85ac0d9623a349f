import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { failure, success } from '../../http/envelope';
import { FailureCode } from '../../../contract/failureCodes';

/** GET /healthz: is the process up, and can it reach its database? */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    const up = await db.ping();
    const body = { database: up ? ('up' as const) : ('down' as const), uptimeSeconds: Math.round((Date.now() - started) / 1000) };
    if (up) return success(body);
    const { code, status } = FailureCode.unavailable;
    return reply.status(status).send({ ...failure(code, 'Database unreachable'), response: body });
  });
}
