import { OTP_RESEND_SECONDS } from '../../../contract/identity';
import { secondsUntilFree } from '../../http/rateLimited';

/**
 * The OTP send limits. They keep brute force and SMS pumping expensive without letting a
 * stranger lock a traveller out (issue 28): a phone number's or address's sends are counted per
 * requesting network, so sends from other networks never hold up its owner's; a higher ceiling
 * caps them over all networks, which networks that have logged in to it before are spared; and
 * a wrong guess only ever ends the code it was made against (service.ts), never the number.
 */
export const otpLimits = {
  /** Between two sends to one destination from one network. */
  resendAfterSeconds: OTP_RESEND_SECONDS,
  /** Sends to one destination from one network in the window. */
  perDestinationPerNetwork: 5,
  /** Sends to one destination from every network together in the window (the ceiling). */
  perDestination: 20,
  /** Sends from one client address in the window, whatever the destinations. */
  perClient: 20,
  windowMs: 3_600_000,
  /** A network a destination logged in from within this long is its own: the ceiling spares it. */
  trustedForMs: 90 * 86_400_000,
} as const;

/** What the send log says about a destination, the requesting network and client address over the last hour. */
export interface SendFacts {
  lastSentFromNetwork: Date | null;
  networkSendsInWindow: number;
  oldestNetworkSendInWindow: Date | null;
  destinationSendsInWindow: number;
  oldestDestinationSendInWindow: Date | null;
  /** The destination logged in from this network before (within `trustedForMs`). */
  networkTrusted: boolean;
  clientSendsInWindow: number;
  oldestClientSendInWindow: Date | null;
}

export interface LimitHit {
  message: string;
  retryAfterSeconds: number;
}

/**
 * A wait as a message says it, as long as it really is: '42 seconds' under a minute, else whole
 * minutes rounded up ('1 minute', '55 minutes').
 */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const m = Math.ceil(s / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/** The first limit another send would break, or null when it may go. */
export function sendLimitHit(facts: SendFacts, now: Date, channel: 'sms' | 'email'): LimitHit | null {
  const what = channel === 'sms' ? 'mobile number' : 'email address';
  const tooMany = (seconds: number) => ({ message: `Too many OTP requests for this ${what}. Please try again in ${waitText(seconds)}.`, retryAfterSeconds: seconds });
  if (facts.lastSentFromNetwork) {
    const waitMs = facts.lastSentFromNetwork.getTime() + otpLimits.resendAfterSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return { message: `Please wait ${seconds} seconds before requesting another OTP.`, retryAfterSeconds: seconds };
    }
  }
  if (facts.networkSendsInWindow >= otpLimits.perDestinationPerNetwork) {
    return tooMany(secondsUntilFree(facts.oldestNetworkSendInWindow, now, otpLimits.windowMs));
  }
  if (!facts.networkTrusted && facts.destinationSendsInWindow >= otpLimits.perDestination) {
    return tooMany(secondsUntilFree(facts.oldestDestinationSendInWindow, now, otpLimits.windowMs));
  }
  if (facts.clientSendsInWindow >= otpLimits.perClient) {
    const seconds = secondsUntilFree(facts.oldestClientSendInWindow, now, otpLimits.windowMs);
    return { message: `Too many OTP requests from your network. Please try again in ${waitText(seconds)}.`, retryAfterSeconds: seconds };
  }
  return null;
}
