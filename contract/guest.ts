import { z } from 'zod';
import { successEnvelope } from './envelope';

/** GET /guest: a fresh guest device token. */
export const guestTokenResponse = successEnvelope(z.object({ token: z.string().min(16) }));
export type GuestTokenResponse = z.infer<typeof guestTokenResponse>;

/** GET /healthz: liveness plus database reachability. */
export const healthResponse = successEnvelope(
  z.object({ database: z.enum(['up', 'down']), uptimeSeconds: z.number() }),
);
