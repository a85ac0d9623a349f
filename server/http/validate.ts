import type { z } from 'zod';
import { LONE_SURROGATE_MESSAGE, loneSurrogateAt } from '../../contract/text';
import { badInput } from './apiError';

/**
 * Parses `value` with `schema`; on failure throws a 400 whose message names the first bad
 * field, e.g. `body.searchQuery.checkinDate: Invalid date`. Every string of every request is
 * first checked for lone surrogates (JSON can carry `\ud800` alone), which no store takes.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  refuseLoneSurrogates(value, where);
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [where, ...(issue?.path ?? [])].join('.');
  throw badInput(`${field}: ${issue?.message ?? 'is invalid'}`);
}

/** A 400 naming the first string of `value` that holds a lone surrogate. */
export function refuseLoneSurrogates(value: unknown, where: string): void {
  const broken = loneSurrogateAt(value);
  if (broken) throw badInput(`${[where, ...broken].join('.')}: ${LONE_SURROGATE_MESSAGE}`);
}
