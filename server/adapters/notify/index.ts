import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { consoleSender } from './console';
import { outboxSender, type Outbox } from './outbox';
import { smsSender } from './sms';
import { smtpSender } from './smtp';
import type { OtpMessage, OtpSender } from './types';

export type { OtpMessage } from './types';
export type { Outbox } from './outbox';

export interface OtpDelivery {
  /** Delivers through the first configured sender that handles the channel; rejects when none does or it fails. */
  deliver(message: OtpMessage): Promise<void>;
  /** Present when `outbox` is configured. */
  outbox: Outbox | undefined;
  close(): void;
}

/** Builds the senders `OTP_DELIVERY` names, in order. Misconfiguration fails at startup. */
export function createOtpDelivery(config: Config, log: FastifyBaseLogger): OtpDelivery {
  let outbox: Outbox | undefined;
  const senders: OtpSender[] = config.otpDelivery.map((kind) => {
    switch (kind) {
      case 'console':
        // readConfig refuses it in production; a config built another way is refused here too.
        if (config.production) throw new Error('OTP_DELIVERY=console is refused when NODE_ENV=production: it logs every login code');
        return consoleSender(log);
      case 'outbox':
        return (outbox = outboxSender());
      case 'smtp':
        if (!config.smtpUrl) throw new Error('OTP_DELIVERY=smtp needs SMTP_URL');
        return smtpSender(config.smtpUrl, config.smtpFrom);
      case 'sms':
        if (!config.smsWebhookUrl) throw new Error('OTP_DELIVERY=sms needs SMS_WEBHOOK_URL');
        return smsSender(config.smsWebhookUrl, config.smsWebhookAuth);
    }
  });
  return {
    outbox,
    async deliver(message) {
      const sender = senders.find((s) => s.channels.includes(message.channel));
      if (!sender) throw new NoSenderError(message.channel);
      await sender.send(message);
    },
    close: () => senders.forEach((s) => s.close?.()),
  };
}

export class NoSenderError extends Error {
  constructor(readonly channel: OtpMessage['channel']) {
    super(`No OTP delivery configured for ${channel}`);
  }
}
