import nodemailer from 'nodemailer';
import { OTP_EMAIL_SUBJECT, type OtpSender } from './types';

/** `OTP_DELIVERY=smtp`: e-mails the code through nodemailer to `SMTP_URL`. */
export function smtpSender(smtpUrl: string, from: string): OtpSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    channels: ['email'],
    async send({ to, text }) {
      await transport.sendMail({ from, to, subject: OTP_EMAIL_SUBJECT, text });
    },
    close: () => transport.close(),
  };
}
