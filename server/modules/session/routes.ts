import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { SessionService } from './service';

export function sessionRoutes(app: FastifyInstance, sessions: SessionService): void {
  /** A fresh guest device token (spec 000 §7). */
  route(app, {
    method: 'GET',
    url: '/guest',
    handler: async () => ({ token: await sessions.issueGuestToken() }),
  });
}
