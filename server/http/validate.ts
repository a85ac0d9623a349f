import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { unstorableTextAt } from '../../contract/text';
import { badInput, type ApiError } from './apiError';

/**
 * Fastify's validator for the zod schemas a route declares (route.ts). A body that is absent or
 * JSON `null` is read as no body, so a schema with a default ({}) takes it; the path and the
 * query are always objects. A failure is answered by the error handler as `inputRefusal`.
 */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const absent = route.httpPart === 'body' ? undefined : {};
  return (value) => validate(value ?? absent);
};

/**
 * Fastify's serializer for a route's answer schema: the answer is encoded through it, so a field
 * it does not name never leaves, and an answer that breaks it is a 500 (errorHandler.ts), not a
 * wrong answer sent.
 */
export const answerSerializer = serializerCompiler;

/** The 400 for a request part that broke its schema: the first bad field, e.g. `body.searchQuery.checkinDate: Invalid date`. */
export function inputRefusal(where: string, path: readonly PropertyKey[], message: string | undefined): ApiError {
  return badInput(`${[where, ...path.map(String)].join('.')}: ${message ?? 'is invalid'}`);
}

/**
 * Parses `value` with `schema` for the routes that read a part themselves (a raw webhook
 * body, a handler that picks its schema): the same 400 as a declared schema's. Every string is
 * first checked for text no store takes (JSON can carry `\u0000` or `\ud800` alone).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  refuseUnstorableText(value, where);
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw inputRefusal(where, issue?.path ?? [], issue?.message);
}

/** A 400 naming the first string of `value` that holds a NUL or a lone surrogate, and which. */
export function refuseUnstorableText(value: unknown, where: string): void {
  const broken = unstorableTextAt(value);
  if (broken) throw badInput(`${[where, ...broken.path].join('.')}: ${broken.message}`);
}
