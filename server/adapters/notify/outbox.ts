import type { OtpMessage, OtpSender } from './types';

const KEEP = 500;

/** `OTP_DELIVERY=outbox`: codes are kept in memory for tests and local use (GET /api/dev/outbox). */
export function outboxSender(): OtpSender & { list(to?: string): OtpMessage[] } {
  const messages: OtpMessage[] = [];
  return {
    name: 'outbox',
    channels: ['sms', 'email'],
    async send(message) {
      messages.unshift({ ...message });
      if (messages.length > KEEP) messages.length = KEEP;
    },
    /** Newest first, optionally only those sent to one phone number or address. */
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return messages.filter((m) => !wanted || m.to === wanted).map((m) => ({ ...m }));
    },
  };
}
export type Outbox = ReturnType<typeof outboxSender>;
