import type { FastifyInstance } from 'fastify';
import { guestTokenResponse } from '../../../contract/guest';
import { route } from '../../http/route';
import { minutesText, RateLimitedError } from '../../http/rateLimited';
import { proofOf } from '../challenge/header';
import type { ProofOfWork } from '../challenge/proofOfWork';
import type { GuestLimit } from './guestLimit';
import type { SessionService } from './service';

export function sessionRoutes(app: FastifyInstance, sessions: SessionService, limit: GuestLimit, proofs: ProofOfWork): void {
  /**
   * A fresh guest device token, within the per-address limit: past its threshold, with a solved
   * challenge (`challengeRequired` asks for one), and never past its ceiling.
   */
  route(app, {
    method: 'GET',
    url: '/guest',
    response: guestTokenResponse,
    // A token: never kept by a cache. HEAD would mint one (and count against the limit) for nothing.
    personal: true,
    noHead: true,
    handler: async (_input, request) => {
      const verdict = await limit.take(request.ip, proofOf(request));
      if (!verdict.allowed && verdict.challenge) throw await proofs.required('guest');
      if (!verdict.allowed) {
        throw new RateLimitedError(`Too many new sessions from your network. Please try again in ${minutesText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds);
      }
      return { token: await sessions.issueGuestToken() };
    },
  });
}
