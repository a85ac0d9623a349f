/**
 * What the server's log keeps of personal data: nothing it need not. A failed query's error is
 * logged with its SQL but without its parameters (drizzle puts them in the message, the stack
 * and a field of their own, and PostgreSQL's `detail` repeats a failing row's values), and every
 * line that leaves has its e-mail addresses and phone numbers masked (`a***@example.in`,
 * `XXXXXX3210`), whatever logged them.
 */
import { maskContacts } from '../rules/personalData';

/** PostgreSQL error fields that name where it failed, never what was in the row. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The `err` of a log line: type, message, stack and cause, without query parameters or row values. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  // Parameters travel in the message, the stack and a field of their own: none is copied.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = (error as { query?: unknown }).query;
  const message = typeof query === 'string' ? `Failed query: ${query}` : error.message;
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const field of DATABASE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** A log destination that masks e-mail addresses and phone numbers in every line before `target` gets it. */
export function maskingStream(target: { write(line: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      target.write(maskContacts(line));
    },
  };
}
