/**
 * The guest details a session keeps, read back from session storage: they fill the next review
 * page's form. Anything but a complete set of texts is ignored, so a stale or edited entry never
 * reaches the form.
 */
import type { HeldGuestDetails } from '../../machines/rules/guestForm';

const KEYS: readonly (keyof HeldGuestDetails)[] = ['title', 'firstName', 'lastName', 'email', 'countryCode', 'phoneNumber', 'gstNumber', 'companyName', 'companyAddress'];

/** Held details read back from storage, or null when they are not a complete set of texts. */
export function parseHeldDetails(text: string | null): HeldGuestDetails | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (!value || typeof value !== 'object' || !KEYS.every((k) => typeof value[k] === 'string')) return null;
    return Object.fromEntries(KEYS.map((k) => [k, value[k]])) as unknown as HeldGuestDetails;
  } catch {
    return null;
  }
}
