import type { FastifyInstance } from 'fastify';
import { PARTNER_BASE } from '../../../contract/partner';
import { isApiPath } from '../../http/notFound';
import { ADMIN_BASE } from '../admin/adminFile';
import type { CallerSession, SessionService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session from the `authorization` device token, or null. */
    session: CallerSession | null;
  }
}

/**
 * Resolves `authorization` to the caller's session as a request arrives, before its body is read:
 * a route for users refuses a caller without a session before reading a large body (route.ts).
 */
export function installSessionResolver(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    // Partner and admin calls carry a key of their own, not a device token (partner/partnerAuth.ts, admin/routes.ts).
    if (!isApiPath(request.url) || request.url.startsWith(PARTNER_BASE) || request.url.startsWith(ADMIN_BASE)) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : header;
    request.session = await sessions.resolve(token);
  });
}
