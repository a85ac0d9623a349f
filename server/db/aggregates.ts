/** A timestamp as an aggregate (min, max) returns it: a Date from one driver, text from another; null for none. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
