/**
 * Who calls the partner API: `Authorization: Bearer <key>` (keys.ts), checked when the request
 * arrives, before its body is read. A missing, malformed, unknown or revoked key is 401. Each key
 * has a rate of its own (a token bucket per server: PARTNER_RATE a minute, bursts of
 * PARTNER_BURST); over it, 429 with `retry-after`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/apiError';
import { RateLimitedError } from '../../http/rateLimited';
import type { PartnerKey, PartnerKeys } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key a partner API call came with, once checked. */
    partner: PartnerKey | null;
  }
}

/** Calls a key may make a minute, and at once. A full sync of a hotel's year is one call. */
export const PARTNER_RATE = 120;
export const PARTNER_BURST = 30;

const AUTH_HELP = 'send your partner key as "Authorization: Bearer pdv_..." (docs/partner-api.md)';

export function installPartnerAuth(api: FastifyInstance, keys: PartnerKeys, now: () => number = Date.now, open: readonly string[] = []): void {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const take = (keyId: string) => {
    const t = now();
    const bucket = buckets.get(keyId) ?? { tokens: PARTNER_BURST, at: t };
    bucket.tokens = Math.min(PARTNER_BURST, bucket.tokens + ((t - bucket.at) / 60_000) * PARTNER_RATE);
    bucket.at = t;
    buckets.set(keyId, bucket);
    if (bucket.tokens < 1) throw new RateLimitedError(`this key may make ${PARTNER_RATE} calls a minute; wait a moment`, Math.ceil(((1 - bucket.tokens) * 60) / PARTNER_RATE));
    bucket.tokens -= 1;
  };
  api.decorateRequest('partner', null);
  api.addHook('onRequest', async (request: FastifyRequest) => {
    if (open.some((path) => request.url.split('?')[0]!.endsWith(path))) return;
    const header = request.headers.authorization;
    if (!header) throw new ApiError('unauthenticated', `no partner key: ${AUTH_HELP}`);
    const key = header.startsWith('Bearer ') ? await keys.find(header.slice(7).trim()) : null;
    if (!key) throw new ApiError('unauthenticated', `this partner key is not valid (unknown, revoked or mistyped): ${AUTH_HELP}`);
    take(key.id);
    request.partner = key;
    void keys.used(key.id).catch(() => undefined);
  });
}

/** The checked key of a partner call. */
export function partnerOf(request: FastifyRequest): PartnerKey {
  if (!request.partner) throw new ApiError('unauthenticated', `no partner key: ${AUTH_HELP}`);
  return request.partner;
}
