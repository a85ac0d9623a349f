import type { FastifyRequest } from 'fastify';
import { ApiError } from './apiError';

export const authMessages = {
  login: 'Please log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  forbidden: 'This belongs to another account.',
} as const;

/**
 * The one gate of every user-scoped route, called first in its handler, before anything is read
 * or changed:
 * - no device token, an unknown or expired one, or a guest token: 401;
 * - a `userId` in the body, query or path that is not the session's user: 403;
 * - otherwise the session's user id, which is the only user id the handler may use.
 */
export function requireUser(request: FastifyRequest): string {
  const userId = requireUserSession(request);
  for (const source of [request.body, request.query, request.params]) {
    const claimed = claimedUserId(source);
    if (claimed !== undefined && claimed !== userId) throw new ApiError('forbidden', authMessages.forbidden);
  }
  return userId;
}

/** The 401 half of `requireUser`, which needs no body: run before the body is read, and again in `requireUser`. */
export function requireUserSession(request: FastifyRequest): string {
  const session = request.session;
  if (!session) throw new ApiError('unauthenticated', request.headers.authorization ? authMessages.expired : authMessages.login);
  if (session.kind !== 'user' || !session.userId) throw new ApiError('unauthenticated', authMessages.login);
  return session.userId;
}

/** Any live session, guest or user (e.g. logout). 401 otherwise. */
export function requireSession(request: FastifyRequest) {
  const session = request.session;
  if (!session) throw new ApiError('unauthenticated', request.headers.authorization ? authMessages.expired : authMessages.login);
  return session;
}

/**
 * A userId the caller put in the request. Blank or malformed counts as none here: the route's
 * validation rejects it, and the handler only ever uses the session's user anyway.
 */
function claimedUserId(source: unknown): string | undefined {
  if (!source || typeof source !== 'object' || !('userId' in source)) return undefined;
  const value = (source as { userId: unknown }).userId;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}
