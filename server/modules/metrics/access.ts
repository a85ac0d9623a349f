import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who may read /metrics:
 * - `open`: anyone who reaches the server's port (development and tests, without METRICS_TOKEN);
 * - `token`: only with `Authorization: Bearer <METRICS_TOKEN>` (whenever it is set, and so in
 *   production, where the figures say how much money moves);
 * - `off`: in production without a token there is no way to let only the operator in, so the
 *   route is not there at all (a 404 like any unknown path) and start-up warns.
 */
export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'off' };

export function metricsAccess(config: { production: boolean; metricsToken: string | undefined }): MetricsAccess {
  if (config.metricsToken) return { kind: 'token', token: config.metricsToken };
  return config.production ? { kind: 'off' } : { kind: 'open' };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `authorization` header carries the token. Compared as digests in constant time: the
 * time taken says nothing about how much of a guess, or of its length, was right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
