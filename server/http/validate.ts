import type { z } from 'zod';
import { badInput } from './apiError';

/**
 * Parses `value` with `schema`; on failure throws a 400 whose message names the first bad
 * field, e.g. `body.searchQuery.checkinDate: Invalid date`.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [where, ...(issue?.path ?? [])].join('.');
  throw badInput(`${field}: ${issue?.message ?? 'is invalid'}`);
}
