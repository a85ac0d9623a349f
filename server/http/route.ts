import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from './apiError';
import { success } from './envelope';
import { requireSession, requireUser, requireUserSession } from './requireUser';
import { answerSerializer, requestValidator } from './validate';

type Input<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType> = { body: z.infer<B>; params: z.infer<P>; query: z.infer<Q> };

/** The wire shape of a SUCCESS answer: the envelope (envelope.ts) around the handler's result. */
type AnswerSchema = z.ZodType<{ hotelStatus: 'SUCCESS'; response: unknown }>;
/** What a handler returns for the answer schema `S`: its envelope's `response`. */
type ResultOf<S extends AnswerSchema> = z.output<S>['response'];

interface RouteSpec<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, S extends AnswerSchema, I = Input<B, P, Q>> {
  method: HTTPMethods;
  url: string;
  body?: B;
  params?: P;
  query?: Q;
  /**
   * The SUCCESS answer as it goes on the wire, envelope and all (contract/). The answer is written
   * through it: a field it does not name is not sent, and an answer that breaks it is a 500.
   */
  response: S;
  /** The largest body the route takes (bodyLimits.ts); over it, 413 before the body is read. */
  bodyLimit?: number;
  /** Its answers carry a token or someone's own data: `cache-control: no-store` (securityHeaders.ts). */
  personal?: boolean;
  /** A GET whose handler changes something (mints a token): HEAD gets 405 instead of running it. */
  noHead?: boolean;
  /** Returns the `response` of a SUCCESS envelope. Throw ApiError for a FAILURE. */
  handler: (input: I, request: FastifyRequest, reply: FastifyReply) => Promise<ResultOf<S>> | ResultOf<S>;
}

/**
 * Declares one JSON route. Fastify checks body, params and query against their zod schemas
 * before the handler runs (a 400 naming the first bad field: errorHandler.ts), then the handler's
 * result goes out in the SUCCESS envelope, written through the `response` schema.
 */
export function route<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, S extends AnswerSchema = AnswerSchema>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q, S>,
): void {
  register(app, spec, () => ({}), null);
}

/**
 * A route for the session's user only, their own data: `requireUser` runs first (401, or 403 for
 * another user's id anywhere in the request) before anything is parsed, read or changed, and the
 * handler gets the session's `userId`, the only user id it may use.
 */
export function userRoute<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, S extends AnswerSchema = AnswerSchema>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<B, P, Q, S, Input<B, P, Q> & { userId: string }>, 'personal'>,
): void {
  register(app, { ...spec, personal: true }, (request) => ({ userId: requireUser(request) }), requireUserSession);
}

/**
 * A route for any live device token, a guest's too (`requireSession`: 401 without one, before the
 * body is parsed). It gets no user id: what it answers is nobody's own data.
 */
export function sessionRoute<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, S extends AnswerSchema = AnswerSchema>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q, S>,
): void {
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

function register<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, S extends AnswerSchema, G extends object>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q, S, Input<B, P, Q> & G>,
  gate: (request: FastifyRequest) => G,
  /** The part of the gate that needs no body: a caller without a session is refused before the body is read. */
  earlyGate: ((request: FastifyRequest) => unknown) | null,
): void {
  const callers = new WeakMap<FastifyRequest, G>();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    schema: {
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      // Typed loosely for Fastify: the handler's result is typed against the schema in RouteSpec already.
      response: { '2xx': spec.response as z.ZodType },
    },
    // Set on the route, not only on the server (app.ts): the helper works on any instance. Fastify
    // types a route's compilers by its whole `schema`, yet hands them one part's schema at a time.
    validatorCompiler: (part) => requestValidator(part as unknown as Parameters<typeof requestValidator>[0]),
    serializerCompiler: (part) => answerSerializer(part as unknown as Parameters<typeof answerSerializer>[0]),
    ...(earlyGate ? { onRequest: async (request: FastifyRequest) => void earlyGate(request) } : {}),
    // After the server's own preValidation hooks, so text no store takes was refused first
    // (storableText.ts): a user id that is not even text is bad input, not someone else's. Before
    // the schemas, so another user's id is a 403 whatever else the request gets wrong.
    preValidation: async (request: FastifyRequest) => void callers.set(request, gate(request)),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.noHead ? { exposeHeadRoute: false } : {}),
    config: { personal: spec.personal ?? false },
    handler: async (request, reply) => {
      const input = {
        ...callers.get(request),
        body: spec.body ? request.body : undefined,
        params: spec.params ? request.params : undefined,
        query: spec.query ? request.query : undefined,
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
