import { DEFAULT_DIAL_CODE } from './countryCodes';

/**
 * A mobile number that can take an OTP: exactly 10 digits, and for India (+91)
 * one that starts with 6, 7, 8 or 9, as every Indian mobile number does (0123456789 is no
 * phone). Other countries' numbers are only held to the 10 digits. The server accepts no other
 * on /signup (identity.ts) and the login form applies the same rule. No schema: the login form
 * reads it without zod.
 */
export function isMobileNumber(digits: string, dialCode: string = DEFAULT_DIAL_CODE): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  return dialCode !== DEFAULT_DIAL_CODE || /^[6-9]/.test(digits);
}
