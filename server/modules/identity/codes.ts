/**
 * One-time codes, whatever they are for (a login, or adding a phone number or address to an
 * account): sending one under the send limits, through the configured delivery, and checking one.
 * Both purposes share the send log and its limits; each has its own live code (repo.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { identityMessages, OTP_VALID_SECONDS } from '../../../contract/identity';
import { NoSenderError, type OtpDelivery } from '../../adapters/notify';
import { otpText } from '../../adapters/notify/types';
import { ApiError, badInput } from '../../http/apiError';
import { RateLimitedError } from '../../http/rateLimited';
import { hashOtp, newOtp, newSalt, otpMatches } from './otp';
import { networkOf } from './network';
import { CHALLENGE, otpLimits, sendLimitHit } from './rateLimits';
import type { ProofOfWork } from '../challenge/proofOfWork';
import type { CodePurpose, Contact, IdentityRepo, OtpCodeRow } from './repo';

/** Wrong guesses a code survives; the fifth wrong one ends it. */
export const MAX_OTP_ATTEMPTS = 5;

export const otpMessages = {
  wrong: identityMessages.wrongOtp,
  lastWrong: 'Wrong OTP. Too many wrong attempts, please request a new OTP.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  expired: 'This OTP has expired. Please request a new OTP.',
  used: 'This OTP has already been used. Please request a new OTP.',
  none: 'No OTP was requested for this mobile number or email address. Please request an OTP.',
  sendFailed: 'Failed to send OTP. Please try again.',
} as const;

/**
 * What a code's HMAC is taken over besides its salt: a login code's destination alone (as codes
 * were always stored), a link code's purpose and account too, so no row of one kind can ever
 * pass for the other even if it were read under the wrong key.
 */
function codeSubject(destination: string, purpose: CodePurpose): string {
  return purpose.purpose === 'login' ? destination : `link\n${purpose.userId}\n${destination}`;
}

interface Deps {
  repo: IdentityRepo;
  delivery: OtpDelivery;
  otpSecret: string;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Past the per-address threshold, a send needs a solved challenge from here. */
  proofs: ProofOfWork;
}

export function oneTimeCodes({ repo, delivery, otpSecret, log, clock, proofs }: Deps) {
  return {
    /**
     * Sends a fresh code for `purpose` to a phone number or address, replacing the earlier one of
     * that purpose. An SMS goes to the contact's number in the country of its dial code. When the
     * delivery fails, the earlier code (if any) stays valid and the send does not count.
     *
     * Past the per-address threshold the send needs `proof`, a solved challenge (the
     * `x-proof-of-work` header); without one the answer is `challengeRequired` with a challenge.
     * A given proof is checked and spent first: a bad, expired or replayed one is refused with
     * its message before anything else is read.
     */
    async send(contact: Contact, purpose: CodePurpose, clientIp: string, proof?: string) {
      if (proof !== undefined) await proofs.spend(proof, 'otp');
      const now = clock();
      const otp = newOtp();
      const salt = newSalt();
      const codeHash = hashOtp(otpSecret, salt, codeSubject(contact.destination, purpose), otp);
      const { sendId, previous, result: hit } = await repo.send(
        {
          contact,
          purpose,
          clientIp,
          network: networkOf(clientIp),
          now,
          windowStart: new Date(now.getTime() - otpLimits.windowMs),
        },
        (facts) => {
          const limit = sendLimitHit(facts, now, contact.channel, proof !== undefined);
          if (limit) return { allow: false, result: limit };
          return { allow: true, code: { codeHash, salt, expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000) }, result: null };
        },
      );
      if (hit === CHALLENGE) throw await proofs.required('otp');
      if (hit) throw new RateLimitedError(hit.message, hit.retryAfterSeconds);
      if (!sendId) throw new RateLimitedError(otpMessages.sendFailed, 60);

      const text = otpText(otp, OTP_VALID_SECONDS / 60);
      try {
        await delivery.deliver(
          contact.channel === 'sms'
            ? { channel: 'sms', to: contact.number, countryCode: contact.countryCode, otp, text, sentAt: now }
            : { channel: 'email', to: contact.destination, otp, text, sentAt: now },
        );
      } catch (error) {
        await repo.undoSend(sendId, contact.destination, purpose, codeHash, previous);
        // Never log the code: only where it was going and why it did not get there.
        log.error({ channel: contact.channel, reason: error instanceof Error ? error.message : String(error) }, 'OTP delivery failed');
        if (error instanceof NoSenderError) {
          const other = contact.channel === 'sms' ? 'your email address' : 'your mobile number';
          throw new ApiError('unavailable', `We cannot send an OTP this way right now. Please use ${other}.`);
        }
        throw new ApiError('unavailable', otpMessages.sendFailed);
      }
      return { sent: true as const, expiresInSeconds: OTP_VALID_SECONDS, resendAfterSeconds: otpLimits.resendAfterSeconds };
    },

    /**
     * The live code of this purpose that `otp` matches, not yet spent (the caller spends it). A
     * missing, used, exhausted or expired code is refused with its message; a wrong guess counts
     * against this code only: the fifth ends it, and a new one may be asked for at once. A login
     * code is the asking device's (`purpose.device`): another device finds none to guess at.
     */
    async check(contact: Contact, purpose: CodePurpose, otp: string): Promise<OtpCodeRow> {
      const now = clock();
      const code = await repo.findCode(contact.destination, purpose);
      if (!code) throw badInput(otpMessages.none);
      if (code.consumedAt) throw badInput(otpMessages.used);
      if (code.attempts >= MAX_OTP_ATTEMPTS) throw badInput(otpMessages.locked);
      if (now.getTime() >= code.expiresAt.getTime()) throw badInput(otpMessages.expired);
      if (!otpMatches(otpSecret, code.salt, codeSubject(contact.destination, purpose), otp, code.codeHash)) {
        const attempts = await repo.addWrongAttempt(contact.destination, purpose, code.codeHash, MAX_OTP_ATTEMPTS);
        if (attempts === null || attempts >= MAX_OTP_ATTEMPTS) throw badInput(attempts === null ? otpMessages.locked : otpMessages.lastWrong);
        throw badInput(otpMessages.wrong);
      }
      return code;
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
