/** A mobile number is exactly 10 digits. */
export const PHONE_LENGTH = 10;

/**
 * What the mobile-number field keeps of what was typed or pasted (only digits, at
 * most 10). A pasted number in a common written form loses its prefix first: with 12 digits a
 * leading 91 (from '+91 98765 43210'), with 11 a leading 0 (the trunk prefix of '098765 43210').
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
