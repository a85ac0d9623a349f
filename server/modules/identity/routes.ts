import type { FastifyInstance } from 'fastify';
import { DEFAULT_DIAL_CODE } from '../../../contract/countryCodes';
import { signupRequest, validateOtpRequest } from '../../../contract/identity';
import { route } from '../../http/route';
import { requireSession } from '../../http/requireUser';
import { parseInput } from '../../http/validate';
import type { Contact } from './repo';
import type { IdentityService } from './service';

function contactOf(body: { mobileNumber?: string | undefined; emailId?: string | undefined }): Contact {
  return body.mobileNumber !== undefined
    ? { channel: 'sms', destination: body.mobileNumber }
    : { channel: 'email', destination: body.emailId! };
}

export function identityRoutes(app: FastifyInstance, identity: IdentityService): void {
  /**
   * Sends a login code (spec 000 §4, §7). Anyone may ask; the limits keep it cheap. An SMS goes
   * to the dial code in `countryCode` (+91 when absent).
   */
  route(app, {
    method: 'POST',
    url: '/signup',
    body: signupRequest,
    handler: ({ body }, request) => identity.requestOtp(contactOf(body), request.ip, body.countryCode ?? DEFAULT_DIAL_CODE),
  });

  /**
   * Checks the code. Answers `{hotelStatus, userId, hotelFailureMsg, response: {token, userId}}`:
   * `userId` sits at the top level as the spec's client reads it, so this route does not use the
   * `route` helper's plain envelope. Failures go through the error handler like any other.
   */
  app.post('/signup/validate/otp', async (request) => {
    const body = parseInput(validateOtpRequest, request.body, 'body');
    const { userId, token } = await identity.validateOtp(contactOf(body), body.otp, request.session?.id ?? null);
    return { hotelStatus: 'SUCCESS' as const, userId, hotelFailureMsg: null, response: { token, userId } };
  });

  /** Ends the caller's session (guest or user); the device token stops working. */
  route(app, {
    method: 'POST',
    url: '/logout',
    handler: async (_input, request) => {
      await identity.logout(requireSession(request).id);
      return { loggedOut: true as const };
    },
  });
}
