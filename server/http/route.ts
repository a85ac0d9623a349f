import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { success } from './envelope';
import { parseInput } from './validate';

interface RouteSpec<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R> {
  method: HTTPMethods;
  url: string;
  /** This route's largest body, when not the app's. */
  bodyLimit?: number;
  body?: B;
  params?: P;
  query?: Q;
  /** Returns the `response` of a SUCCESS envelope. Throw ApiError for a FAILURE. */
  handler: (
    input: { body: z.infer<B>; params: z.infer<P>; query: z.infer<Q> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<R> | R;
}

/**
 * Declares one JSON route: validates body, params and query with zod (400 naming the field),
 * then wraps what the handler returns in the SUCCESS envelope.
 */
export function route<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q, R>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request, reply) => {
      const input = {
        body: spec.body ? parseInput(spec.body, request.body, 'body') : undefined,
        params: spec.params ? parseInput(spec.params, request.params, 'params') : undefined,
        query: spec.query ? parseInput(spec.query, request.query, 'query') : undefined,
      } as { body: z.infer<B>; params: z.infer<P>; query: z.infer<Q> };
      const result = await spec.handler(input, request, reply);
      return success(result);
    },
  });
}
