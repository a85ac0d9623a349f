import { createHash, randomUUID } from 'node:crypto';
import { badInput } from '../../http/apiError';
import type { SessionService } from '../session/service';
import { MAX_OTP_ATTEMPTS, otpMessages, type OneTimeCodes } from './codes';
import { loginFrom, type Contact, type IdentityRepo } from './repo';

export { MAX_OTP_ATTEMPTS, otpMessages } from './codes';

interface Deps {
  repo: IdentityRepo;
  codes: OneTimeCodes;
  sessions: SessionService;
  clock: () => Date;
}

/**
 * Whose a login code is: a digest of the device token that asked for it (the same token enters
 * it, live or not: a code used by a login that ended its guest session still reads as used), or
 * '' for a caller without one. Only a digest is kept, never the token.
 */
const deviceOf = (deviceToken: string | undefined): string => (deviceToken ? createHash('sha256').update(deviceToken).digest('hex').slice(0, 32) : '');

export function identityService({ repo, codes, sessions, clock }: Deps) {
  return {
    /**
     * Sends a fresh login code to a phone number or address, replacing any earlier one. Answers
     * the same whether or not an account exists: no account is looked up here. An SMS goes to the
     * contact's number in the country of its dial code. When the delivery fails, the earlier code
     * (if any) stays valid.
     */
    async requestOtp(contact: Contact, clientIp: string, deviceToken: string | undefined, proof?: string) {
      return codes.send(contact, loginFrom(deviceOf(deviceToken)), clientIp, proof);
    },

    /**
     * Checks a login code: the one the caller's own session asked for (another device's code is
     * not there to guess at). Success opens the account that holds the phone number or address
     * as an identity (either of its two), creating one on first login, ends the caller's session
     * and returns a new device token bound to the user. A wrong guess counts against this code
     * only: the fifth ends it, and a new one may be asked for at once (the number itself is never
     * locked).
     */
    async validateOtp(contact: Contact, otp: string, deviceToken: string | undefined, sessionId: string | null) {
      const purpose = loginFrom(deviceOf(deviceToken));
      const code = await codes.check(contact, purpose, otp);
      const now = clock();
      if (!(await repo.consume(contact.destination, purpose, code.codeHash, MAX_OTP_ATTEMPTS, now))) {
        // Another request used, replaced or exhausted it in between.
        throw badInput(otpMessages.used);
      }
      const user = await repo.upsertUser(contact, randomUUID(), now);
      const token = await sessions.rotateToUser(sessionId, user.id);
      return { userId: user.id, token };
    },

    async logout(sessionId: string) {
      await sessions.end(sessionId);
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
