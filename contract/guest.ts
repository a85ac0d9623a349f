import { z } from 'zod';
import { successEnvelope } from './envelope';

/** GET /guest: a fresh guest device token. */
export const guestTokenResponse = successEnvelope(z.object({ token: z.string().min(16) }));
export type GuestTokenResponse = z.infer<typeof guestTokenResponse>;

/**
 * How search answers are written: on the search thread (`ready`); on the request thread until the
 * thread has built its catalogue or while it restarts after a failure (`starting`); or always on
 * the request thread, the thread being turned off (`off`, SEARCH_THREAD=0).
 */
export const searchThreadStatus = z.enum(['ready', 'starting', 'off']);
export type SearchThreadStatus = z.infer<typeof searchThreadStatus>;

/** GET /healthz: liveness, database reachability, and whether the search thread is writing answers yet. */
export const healthResponse = successEnvelope(
  z.object({ database: z.enum(['up', 'down']), searchThread: searchThreadStatus, uptimeSeconds: z.number() }),
);
