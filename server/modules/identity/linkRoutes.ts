import type { FastifyInstance } from 'fastify';
import { LINK_IDENTITY_PATHS, linkCodeRequest, linkCodeResponse, linkVerifyRequest, linkVerifyResponse } from '../../../contract/linkIdentity';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { userRoute } from '../../http/route';
import type { IdentityLinks } from './linking';
import { contactOf } from './routes';
import { proofOf } from '../challenge/header';

/**
 * Adding the missing identity to the session's account (linking.ts), for the session's user only
 * (`userRoute`: 401 without a login, 403 for another user's id, before anything is read).
 */
export function identityLinkRoutes(app: FastifyInstance, links: IdentityLinks): void {
  userRoute(app, {
    method: 'POST',
    url: LINK_IDENTITY_PATHS.send,
    response: linkCodeResponse,
    body: linkCodeRequest,
    bodyLimit: BODY_LIMITS.small,
    handler: ({ userId, body }, request) => links.sendCode(userId, contactOf(body), request.ip, proofOf(request)),
  });

  userRoute(app, {
    method: 'POST',
    url: LINK_IDENTITY_PATHS.verify,
    response: linkVerifyResponse,
    body: linkVerifyRequest,
    bodyLimit: BODY_LIMITS.small,
    handler: ({ userId, body }) => links.verify(userId, contactOf(body), body.otp),
  });
}
