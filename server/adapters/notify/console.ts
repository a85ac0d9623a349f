import type { FastifyBaseLogger } from 'fastify';
import type { OtpSender } from './types';

/** `OTP_DELIVERY=console` (the default outside production, refused in it): the server log prints the code. The only place a code is logged. */
export function consoleSender(log: FastifyBaseLogger): OtpSender {
  return {
    name: 'console',
    channels: ['sms', 'email'],
    async send({ channel, to, otp }) {
      log.info({ channel, to }, `OTP for ${to}: ${otp}`);
    },
  };
}
