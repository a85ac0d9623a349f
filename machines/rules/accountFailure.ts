/**
 * What a failed account call says (src/api/account.ts rejects with an error carrying its
 * `failure`): the server's words for a refusal it explains (without the field a 400 names first),
 * "Unexpected response from server." for an answer the contract does not know, or what the
 * browser can say. Pure and browser-safe.
 */
import { accountMessages, type AccountCallFailure } from '../../contract/account';

/** The failure an error carries, or null for any other error. */
export function accountFailureOf(error: unknown): AccountCallFailure | null {
  const failure = (error as { failure?: AccountCallFailure } | null)?.failure;
  return failure && typeof failure === 'object' && 'kind' in failure ? failure : null;
}

/** A refusal's message without its field: `body.email: Please enter...` gives `Please enter...`. */
export function withoutField(message: string): string {
  return /^body\.[\w.]+: (.+)$/s.exec(message)?.[1] ?? message;
}

/** The reason to put after "Failed to ...: ". */
export function failureReason(error: unknown): string {
  const failure = accountFailureOf(error);
  if (failure?.kind === 'refused') return withoutField(failure.message);
  if (failure?.kind === 'unexpected') return accountMessages.deleteUnexpected;
  if (failure?.kind === 'failed' && failure.message) return failure.message;
  return 'Please try again.';
}
