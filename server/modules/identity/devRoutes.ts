import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_DIAL_CODE } from '../../../contract/countryCodes';
import { OTP_REWIND_PATH, OUTBOX_PATH, otpRewindRequest, outboxQuery } from '../../../contract/identity';
import type { Outbox } from '../../adapters/notify';
import { success } from '../../http/envelope';
import { localOnly } from '../../http/localOnly';
import { phoneDestination } from './repo';

/** Moves one destination's OTP history back in time (identityRepo.rewind). */
export type OtpRewind = (destination: string, ms: number) => Promise<void>;

/**
 * The dev routes of the `outbox` delivery, for tests and a developer's own machine. Registered
 * only when OTP_DELIVERY names `outbox`, which config.ts refuses in production; served only to
 * loopback clients; a warning is logged at start while they are on.
 *
 * - GET /api/dev/outbox[?to=phone-or-address]: the codes the outbox kept, newest first.
 * - POST /api/dev/otp-rewind `{to, countryCode?, seconds}`: one phone number's or address's codes
 *   and sends move that far back in time, as if it had passed for them alone; tests use it instead
 *   of waiting for the 60 s between two sends.
 */
export function devRoutes(app: FastifyInstance, outbox: Outbox, rewind: OtpRewind): void {
  app.log.warn({ routes: [OUTBOX_PATH, OTP_REWIND_PATH] }, 'the dev outbox is on (OTP_DELIVERY=outbox): login codes are kept in memory and served to this machine');
  // Another machine is refused before the query or body is checked (after the body limit, as for any caller).
  const checked = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => localOnly(request);
  checked.get(OUTBOX_PATH, { config: { personal: true }, schema: { querystring: outboxQuery }, preValidation }, async (request) =>
    success(outbox.list(request.query.to).map((m) => ({ ...m, sentAt: m.sentAt.toISOString() }))),
  );
  checked.post(OTP_REWIND_PATH, { schema: { body: otpRewindRequest }, preValidation }, async (request) => {
    const { to, countryCode, seconds } = request.body;
    const destination = to.includes('@') ? to : phoneDestination(countryCode ?? DEFAULT_DIAL_CODE, to);
    await rewind(destination, seconds * 1000);
    return success({ rewound: true as const });
  });
}
