import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { identityMessages, OTP_VALID_SECONDS } from '../../../contract/identity';
import { NoSenderError, type OtpDelivery } from '../../adapters/notify';
import { otpText } from '../../adapters/notify/types';
import { ApiError, badInput } from '../../http/apiError';
import { RateLimitedError } from '../../http/rateLimited';
import type { SessionService } from '../session/service';
import { hashOtp, newOtp, newSalt, otpMatches } from './otp';
import { networkOf } from './network';
import { otpLimits, sendLimitHit } from './rateLimits';
import type { Contact, IdentityRepo } from './repo';

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


interface Deps {
  repo: IdentityRepo;
  sessions: SessionService;
  delivery: OtpDelivery;
  otpSecret: string;
  log: FastifyBaseLogger;
  clock: () => Date;
}

export function identityService({ repo, sessions, delivery, otpSecret, log, clock }: Deps) {
  return {
    /**
     * Sends a fresh code to a phone number or address, replacing any earlier one. Answers the
     * same whether or not an account exists: no account is looked up here. An SMS goes to the
     * contact's number in the country of its dial code. When the delivery fails, the earlier code
     * (if any) stays valid.
     */
    async requestOtp(contact: Contact, clientIp: string) {
      const now = clock();
      const otp = newOtp();
      const salt = newSalt();
      const codeHash = hashOtp(otpSecret, salt, contact.destination, otp);
      const { sendId, previous, result: hit } = await repo.send(
        {
          contact,
          clientIp,
          network: networkOf(clientIp),
          now,
          windowStart: new Date(now.getTime() - otpLimits.windowMs),
          trustedSince: new Date(now.getTime() - otpLimits.trustedForMs),
        },
        (facts) => {
          const limit = sendLimitHit(facts, now, contact.channel);
          if (limit) return { allow: false, result: limit };
          return { allow: true, code: { codeHash, salt, expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000) }, result: null };
        },
      );
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
        await repo.undoSend(sendId, contact.destination, codeHash, previous);
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
     * Checks a code. Success creates the user on first login, notes the network it came from as
     * one the contact logs in from, ends the caller's session and returns a new device token
     * bound to the user. A wrong guess counts against this code only: the fifth ends it, and a
     * new one may be asked for at once (the number itself is never locked).
     */
    async validateOtp(contact: Contact, otp: string, sessionId: string | null, clientIp: string) {
      const now = clock();
      const code = await repo.findCode(contact.destination);
      if (!code) throw badInput(otpMessages.none);
      if (code.consumedAt) throw badInput(otpMessages.used);
      if (code.attempts >= MAX_OTP_ATTEMPTS) throw badInput(otpMessages.locked);
      if (now.getTime() >= code.expiresAt.getTime()) throw badInput(otpMessages.expired);

      if (!otpMatches(otpSecret, code.salt, contact.destination, otp, code.codeHash)) {
        const attempts = await repo.addWrongAttempt(contact.destination, code.codeHash, MAX_OTP_ATTEMPTS);
        if (attempts === null || attempts >= MAX_OTP_ATTEMPTS) throw badInput(attempts === null ? otpMessages.locked : otpMessages.lastWrong);
        throw badInput(otpMessages.wrong);
      }
      if (!(await repo.consume(contact.destination, code.codeHash, MAX_OTP_ATTEMPTS, now))) {
        // Another request used, replaced or exhausted it in between.
        throw badInput(otpMessages.used);
      }
      const user = await repo.upsertUser(contact, randomUUID(), now);
      await repo.loggedInFrom(contact.destination, networkOf(clientIp), now);
      const token = await sessions.rotateToUser(sessionId, user.id);
      return { userId: user.id, token };
    },

    async logout(sessionId: string) {
      await sessions.end(sessionId);
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
