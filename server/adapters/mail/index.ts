/**
 * Where booking e-mails go, as OTP e-mails do: SMTP through `SMTP_URL` when set; else, with the
 * `outbox` delivery (development and tests), a mailbox kept in memory; else the server log.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** A mail the development mailbox kept: its number there (1, 2, ...) and when it arrived. */
export interface KeptMail extends Mail {
  id: number;
  sentAt: Date;
}

export interface Mailer {
  kind: 'smtp' | 'mailbox' | 'log';
  send(mail: Mail): Promise<void>;
  /** The mailbox's mails, newest first (the `mailbox` kind only; GET /api/dev/mailbox lists them). */
  sent(): KeptMail[];
  close(): void;
}

const KEEP = 200;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'otpDelivery'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      sent: () => [],
      close: () => transport.close(),
    };
  }
  if (config.otpDelivery.includes('outbox')) {
    const box: KeptMail[] = [];
    let kept = 0;
    return {
      kind: 'mailbox',
      async send(mail) {
        box.unshift({ ...mail, id: ++kept, sentAt: new Date() });
        if (box.length > KEEP) box.length = KEEP;
      },
      sent: () => [...box],
      close() {},
    };
  }
  return {
    kind: 'log',
    async send(mail) {
      log.info({ to: mail.to, subject: mail.subject, attachments: mail.attachments?.map((a) => a.filename) ?? [] }, 'booking e-mail (no SMTP_URL set: not sent)');
    },
    sent: () => [],
    close() {},
  };
}
