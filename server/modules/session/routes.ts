import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { minutesText, RateLimitedError } from '../../http/rateLimited';
import type { GuestLimit } from './guestLimit';
import type { SessionService } from './service';

export function sessionRoutes(app: FastifyInstance, sessions: SessionService, limit: GuestLimit): void {
  /** A fresh guest device token (spec 000 §7), within the per-address limit. */
  route(app, {
    method: 'GET',
    url: '/guest',
    // A token: never kept by a cache. HEAD would mint one (and count against the limit) for nothing.
    personal: true,
    noHead: true,
    handler: async (_input, request) => {
      const verdict = await limit.take(request.ip);
      if (!verdict.allowed) {
        throw new RateLimitedError(`Too many new sessions from your network. Please try again in ${minutesText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds);
      }
      return { token: await sessions.issueGuestToken() };
    },
  });
}
