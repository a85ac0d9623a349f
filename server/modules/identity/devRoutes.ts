import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OUTBOX_PATH } from '../../../contract/identity';
import type { Outbox } from '../../adapters/notify';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/validate';

/**
 * GET /api/dev/outbox[?to=phone-or-address]: the codes the `outbox` delivery kept, newest first.
 * Registered only with OTP_DELIVERY=outbox and never when NODE_ENV=production (see app.ts).
 */
export function outboxRoute(app: FastifyInstance, outbox: Outbox): void {
  app.get(OUTBOX_PATH, async (request, reply) => {
    const { to } = parseInput(z.object({ to: z.string().max(254).optional() }), request.query, 'query');
    reply.header('cache-control', 'no-store');
    return success(outbox.list(to).map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })));
  });
}
