import type { z } from 'zod';
import { unstorableTextAt } from '../../contract/text';
import { badInput } from './apiError';

/**
 * Parses `value` with `schema`; on failure throws a 400 whose message names the first bad
 * field, e.g. `body.searchQuery.checkinDate: Invalid date`. Every string is first checked for
 * text no store takes (JSON can carry `\u0000` or `\ud800` alone).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  refuseUnstorableText(value, where);
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [where, ...(issue?.path ?? [])].join('.');
  throw badInput(`${field}: ${issue?.message ?? 'is invalid'}`);
}

/** A 400 naming the first string of `value` that holds a NUL or a lone surrogate, and which. */
export function refuseUnstorableText(value: unknown, where: string): void {
  const broken = unstorableTextAt(value);
  if (broken) throw badInput(`${[where, ...broken.path].join('.')}: ${broken.message}`);
}
