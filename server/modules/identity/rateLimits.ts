import { OTP_RESEND_SECONDS } from '../../../contract/identity';
import { minutesText, secondsUntilFree } from '../../http/rateLimited';

/** The OTP send limits (issue 4). */
export const otpLimits = {
  resendAfterSeconds: OTP_RESEND_SECONDS,
  perDestinationPerHour: 5,
  perClientPerHour: 20,
  windowMs: 3_600_000,
} as const;

/** What the send log says about a destination and a client address over the last hour. */
export interface SendFacts {
  lastSentToDestination: Date | null;
  destinationSendsInWindow: number;
  oldestDestinationSendInWindow: Date | null;
  clientSendsInWindow: number;
  oldestClientSendInWindow: Date | null;
}

export interface LimitHit {
  message: string;
  retryAfterSeconds: number;
}

/** The first limit another send would break, or null when it may go. */
export function sendLimitHit(facts: SendFacts, now: Date, channel: 'sms' | 'email'): LimitHit | null {
  const what = channel === 'sms' ? 'mobile number' : 'email address';
  if (facts.lastSentToDestination) {
    const waitMs = facts.lastSentToDestination.getTime() + otpLimits.resendAfterSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return { message: `Please wait ${seconds} seconds before requesting another OTP.`, retryAfterSeconds: seconds };
    }
  }
  if (facts.destinationSendsInWindow >= otpLimits.perDestinationPerHour) {
    const seconds = secondsUntilFree(facts.oldestDestinationSendInWindow, now, otpLimits.windowMs);
    return {
      message: `Too many OTP requests for this ${what}. Please try again in ${minutesText(seconds)}.`,
      retryAfterSeconds: seconds,
    };
  }
  if (facts.clientSendsInWindow >= otpLimits.perClientPerHour) {
    const seconds = secondsUntilFree(facts.oldestClientSendInWindow, now, otpLimits.windowMs);
    return {
      message: `Too many OTP requests from your network. Please try again in ${minutesText(seconds)}.`,
      retryAfterSeconds: seconds,
    };
  }
  return null;
}
