import type { OtpSender } from './types';

const TIMEOUT_MS = 10_000;

/**
 * `OTP_DELIVERY=sms`: posts `{channel, to, countryCode, otp, text}` as JSON to the gateway at
 * `SMS_WEBHOOK_URL` (with `SMS_WEBHOOK_AUTH` as `authorization` when set). `countryCode` is the
 * dial code the caller chose (+91 by default). Any non-2xx is a failure.
 */
export function smsSender(webhookUrl: string, auth?: string): OtpSender {
  return {
    name: 'sms',
    channels: ['sms'],
    async send(message) {
      if (message.channel !== 'sms') throw new Error('The SMS gateway only sends to phones');
      const { channel, to, countryCode, otp, text } = message;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth) headers.authorization = auth;
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ channel, to, countryCode, otp, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
