/**
 * Personal data shown only as much as needed: a PAN by its last 4 characters (`XXXXXX234F`), a
 * phone number by its last 4 digits (`XXXXXX3210`), an e-mail address by its first letter and
 * domain (`a***@example.in`), and any of these found in free text (a log line) masked the same
 * way. Pure and browser-safe.
 */
const KEEP = 4;

/** `ABCDE1234F` -> `XXXXXX234F`. */
export function maskPan(pan: string): string {
  const value = pan.trim();
  return value.length <= KEEP ? value : `${'X'.repeat(value.length - KEEP)}${value.slice(-KEEP)}`;
}

/** `+919876543210` -> `XXXXXX3210` (the last 4 digits kept, the rest and any dial code hidden). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= KEEP ? 'X'.repeat(digits.length) : `XXXXXX${digits.slice(-KEEP)}`;
}

/** `asha.sharma@example.in` -> `a***@example.in`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** An Indian mobile number, with or without +91 or 0 before it, not part of a longer number or word. */
const PHONE = /(?<![\w+])(?:\+?91[\s-]?|0)?[6-9]\d{9}(?!\w)/g;

/** Free text with every e-mail address and phone number in it masked. */
export function maskContacts(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone);
}
