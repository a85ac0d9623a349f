import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './apiError';
import { success } from './envelope';
import { requireSession, requireUser, requireUserSession } from './requireUser';
import { parseInput } from './validate';

type Input<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType> = { body: z.infer<B>; params: z.infer<P>; query: z.infer<Q> };

interface RouteSpec<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R, I = Input<B, P, Q>> {
  method: HTTPMethods;
  url: string;
  body?: B;
  params?: P;
  query?: Q;
  /** The largest body the route takes (bodyLimits.ts); over it, 413 before the body is read. */
  bodyLimit?: number;
  /** Its answers carry a token or someone's own data: `cache-control: no-store` (securityHeaders.ts). */
  personal?: boolean;
  /** A GET whose handler changes something (mints a token): HEAD gets 405 instead of running it. */
  noHead?: boolean;
  /** Returns the `response` of a SUCCESS envelope. Throw ApiError for a FAILURE. */
  handler: (input: I, request: FastifyRequest, reply: FastifyReply) => Promise<R> | R;
}

/**
 * Declares one JSON route: validates body, params and query with zod (400 naming the field),
 * then wraps what the handler returns in the SUCCESS envelope.
 */
export function route<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R>(app: FastifyInstance, spec: RouteSpec<B, P, Q, R>): void {
  register(app, spec, () => ({}), null);
}

/**
 * A route for the session's user only, their own data: `requireUser` runs first (401, or 403 for
 * another user's id anywhere in the request) before anything is parsed, read or changed, and the
 * handler gets the session's `userId`, the only user id it may use.
 */
export function userRoute<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<B, P, Q, R, Input<B, P, Q> & { userId: string }>, 'personal'>,
): void {
  register(app, { ...spec, personal: true }, (request) => ({ userId: requireUser(request) }), requireUserSession);
}

/**
 * A route for any live device token, a guest's too (`requireSession`: 401 without one, before the
 * body is parsed). It gets no user id: what it answers is nobody's own data.
 */
export function sessionRoute<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R>(app: FastifyInstance, spec: RouteSpec<B, P, Q, R>): void {
  register(
    app,
    spec,
    (request) => {
      requireSession(request);
      return {};
    },
    requireSession,
  );
}

function register<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R, G extends object>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q, R, Input<B, P, Q> & G>,
  gate: (request: FastifyRequest) => G,
  /** The part of the gate that needs no body: a caller without a session is refused before the body is read. */
  earlyGate: ((request: FastifyRequest) => unknown) | null,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    ...(earlyGate ? { onRequest: async (request: FastifyRequest) => void earlyGate(request) } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.noHead ? { exposeHeadRoute: false } : {}),
    config: { personal: spec.personal ?? false },
    handler: async (request, reply) => {
      // Text no store takes was refused before this (storableText.ts), so before the gate: a
      // user id that is not even text is bad input, not someone else's.
      const caller = gate(request);
      const input = {
        ...caller,
        body: spec.body ? parseInput(spec.body, request.body, 'body') : undefined,
        params: spec.params ? parseInput(spec.params, request.params, 'params') : undefined,
        query: spec.query ? parseInput(spec.query, request.query, 'query') : undefined,
      } as Input<B, P, Q> & G;
      const result = await spec.handler(input, request, reply);
      return success(result);
    },
  });
  if (spec.noHead) {
    app.head(spec.url, { config: { personal: spec.personal ?? false } }, async (_request, reply) => {
      reply.header('allow', spec.method);
      throw new ApiError('methodNotAllowed', `method: HEAD is not answered here; use ${spec.method}`);
    });
  }
}
