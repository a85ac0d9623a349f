/** One OTP to deliver: by SMS to a 10-digit Indian mobile number, or by e-mail. */
export interface OtpMessage {
  channel: 'sms' | 'email';
  to: string;
  otp: string;
  text: string;
  sentAt: Date;
}

/** A way of delivering codes. `send` rejects when the code did not leave. */
export interface OtpSender {
  name: string;
  channels: ReadonlyArray<OtpMessage['channel']>;
  send(message: OtpMessage): Promise<void>;
  close?(): void;
}

export const OTP_EMAIL_SUBJECT = 'Your Padaav login code';

export function otpText(otp: string, validMinutes: number): string {
  return `${otp} is your Padaav login code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}
