import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the operating system's secure random source, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A fresh salt for each code. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by the server's OTP secret over the code's own
 * salt, its destination and the code. Without the secret a copy of the table does not give the
 * codes away; the salt makes equal codes hash differently.
 */
export function hashOtp(secret: string, salt: string, destination: string, otp: string): string {
  return createHmac('sha256', secret).update(`${salt}\n${destination}\n${otp}`).digest('hex');
}

export function otpMatches(secret: string, salt: string, destination: string, otp: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, salt, destination, otp), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
