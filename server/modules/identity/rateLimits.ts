import { OTP_RESEND_SECONDS } from '../../../contract/identity';
import { secondsUntilFree } from '../../http/rateLimited';

/**
 * The OTP send limits. They keep brute force and SMS pumping expensive without letting a
 * stranger lock a traveller out: a phone number's or address's sends are counted per requesting
 * device and per requesting network, never over everyone together, so a stranger's sends never
 * hold up its owner's; and a login code can be entered only by the device that asked for it
 * (codes.ts), so a stranger's wrong guesses end only the stranger's own code.
 *
 * Brute force: a code is 6 digits and takes 5 guesses, and a network gets 5 codes an hour for
 * one number, so a network's chance of guessing one is 25 in 1,000,000 an hour per number (1 in
 * 40,000).
 */
export const otpLimits = {
  /** Between two sends to one destination from one device on one network. */
  resendAfterSeconds: OTP_RESEND_SECONDS,
  /** Sends to one destination from one network in the window. */
  perDestinationPerNetwork: 5,
  /** Sends to one destination from one device in the window. */
  perDestinationPerDevice: 5,
  /**
   * Sends from one client address in the window, whatever the destinations, before each further
   * send needs a solved proof-of-work challenge: an Indian carrier puts many travellers behind
   * one address, so past this the address is asked for work, not refused.
   */
  perClient: 20,
  /**
   * Sends from one client address in the window with a solved challenge each, after which the
   * address is refused: ten times the threshold, a busy carrier address's logins in an hour,
   * while a bot farm behind one address pays about a second of work per send and still stops here.
   */
  perClientCeiling: 200,
  windowMs: 3_600_000,
} as const;

/** What the send log says about a destination, the requesting device, network and client address over the last hour. */
export interface SendFacts {
  /** The last send to the destination from this device on this network. */
  lastSentFromHere: Date | null;
  networkSendsInWindow: number;
  oldestNetworkSendInWindow: Date | null;
  /** Sends to the destination from this device (0 for a caller without a device token). */
  deviceSendsInWindow: number;
  oldestDeviceSendInWindow: Date | null;
  clientSendsInWindow: number;
  oldestClientSendInWindow: Date | null;
}

export interface LimitHit {
  message: string;
  retryAfterSeconds: number;
}

/** Another send may go only with a solved proof-of-work challenge. */
export const CHALLENGE = 'challenge' as const;

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

/**
 * The first limit another send would break, `CHALLENGE` when it may go with a solved challenge
 * only (`proven`: this request carries one, already checked and spent), or null when it may go.
 */
export function sendLimitHit(facts: SendFacts, now: Date, channel: 'sms' | 'email', proven = false): LimitHit | typeof CHALLENGE | null {
  const what = channel === 'sms' ? 'mobile number' : 'email address';
  const tooMany = (seconds: number) => ({ message: `Too many OTP requests for this ${what}. Please try again in ${waitText(seconds)}.`, retryAfterSeconds: seconds });
  if (facts.lastSentFromHere) {
    const waitMs = facts.lastSentFromHere.getTime() + otpLimits.resendAfterSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return { message: `Please wait ${seconds} seconds before requesting another OTP.`, retryAfterSeconds: seconds };
    }
  }
  if (facts.networkSendsInWindow >= otpLimits.perDestinationPerNetwork) {
    return tooMany(secondsUntilFree(facts.oldestNetworkSendInWindow, now, otpLimits.windowMs));
  }
  if (facts.deviceSendsInWindow >= otpLimits.perDestinationPerDevice) {
    return tooMany(secondsUntilFree(facts.oldestDeviceSendInWindow, now, otpLimits.windowMs));
  }
  if (facts.clientSendsInWindow >= otpLimits.perClientCeiling) {
    const seconds = secondsUntilFree(facts.oldestClientSendInWindow, now, otpLimits.windowMs);
    return { message: `Too many OTP requests from your network. Please try again in ${waitText(seconds)}.`, retryAfterSeconds: seconds };
  }
  if (facts.clientSendsInWindow >= otpLimits.perClient && !proven) return CHALLENGE;
  return null;
}
