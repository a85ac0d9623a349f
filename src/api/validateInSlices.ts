import type { z } from 'zod';
import { ApiCallError } from './client';

/** Gives the main thread back between slices (the browser's scheduler when it has one). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Validates a long list of an answer (a city's hotels) against its schema a slice at a time,
 * yielding between slices, so checking a few hundred hotels never blocks a tap. The result is
 * what `z.array(schema).parse` gives; the first invalid item fails the call like any answer that
 * does not match its contract.
 */
export async function validateInSlices<S extends z.ZodType>(items: readonly unknown[], schema: S, path: string, size = 25): Promise<Array<z.infer<S>>> {
  const valid: Array<z.infer<S>> = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await yieldToMain();
    for (const item of items.slice(start, start + size)) {
      const parsed = schema.safeParse(item);
      if (!parsed.success) throw new ApiCallError(200, `Unexpected answer from ${path}`);
      valid.push(parsed.data);
    }
  }
  return valid;
}
