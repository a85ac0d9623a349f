import { createHash, randomBytes } from 'node:crypto';

/** A device token: 128 random bits, hex encoded. Only its hash is ever stored. */
export function newDeviceToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
