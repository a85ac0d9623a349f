import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_DIAL_CODE } from '../../../contract/countryCodes';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { logoutResponse, signupRequest, signupResponse, validateOtpRequest, validateOtpSuccess } from '../../../contract/identity';
import { route } from '../../http/route';
import { requireSession } from '../../http/requireUser';
import { proofOf } from '../challenge/header';
import { phoneDestination, type Contact } from './repo';
import type { IdentityService } from './service';

/** The contact of a /signup or /signup/validate/otp body: a phone number in the country of `countryCode` (+91 when absent), or an address. */
export function contactOf(body: { mobileNumber?: string | undefined; emailId?: string | undefined; countryCode?: string | undefined }): Contact {
  if (body.mobileNumber === undefined) return { channel: 'email', destination: body.emailId! };
  const countryCode = body.countryCode ?? DEFAULT_DIAL_CODE;
  return { channel: 'sms', destination: phoneDestination(countryCode, body.mobileNumber), number: body.mobileNumber, countryCode };
}

/** The device token in `authorization` (with or without `Bearer `), which a login code is bound to. */
function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : header;
  return token || undefined;
}

export function identityRoutes(app: FastifyInstance, identity: IdentityService): void {
  /**
   * Sends a login code. Anyone may ask; the limits keep it cheap. An SMS goes
   * to the dial code in `countryCode` (+91 when absent).
   */
  route(app, {
    method: 'POST',
    url: '/signup',
    response: signupResponse,
    body: signupRequest,
    bodyLimit: BODY_LIMITS.small,
    handler: ({ body }, request) => identity.requestOtp(contactOf(body), request.ip, deviceTokenOf(request) ?? body.deviceToken, proofOf(request)),
  });

  /**
   * Checks the code, for the phone number in the country it was sent to (`countryCode`, +91 when
   * absent) or the address. Answers `{hotelStatus, userId, hotelFailureMsg, response: {token, userId}}`:
   * `userId` sits at the top level as the spec's client reads it, so this route does not use the
   * `route` helper's plain envelope. Its body and answer are still checked by their zod schemas
   * (the server's compilers, app.ts), and failures go through the error handler like any other.
   */
  const checked = app.withTypeProvider<ZodTypeProvider>();
  const schema = { body: validateOtpRequest, response: { '2xx': validateOtpSuccess } };
  checked.post('/signup/validate/otp', { bodyLimit: BODY_LIMITS.small, config: { personal: true }, schema }, async (request) => {
    const body = request.body;
    const { userId, token } = await identity.validateOtp(contactOf(body), body.otp, deviceTokenOf(request), request.session?.id ?? null);
    return { hotelStatus: 'SUCCESS' as const, userId, hotelFailureMsg: null, response: { token, userId } };
  });

  /** Ends the caller's session (guest or user); the device token stops working. */
  route(app, {
    method: 'POST',
    url: '/logout',
    response: logoutResponse,
    bodyLimit: BODY_LIMITS.small,
    handler: async (_input, request) => {
      await identity.logout(requireSession(request).id);
      return { loggedOut: true as const };
    },
  });
}
