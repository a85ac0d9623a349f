interface OtpMessageBase {
  /** The 10-digit mobile number or the e-mail address. */
  to: string;
  otp: string;
  text: string;
  sentAt: Date;
}

/**
 * One OTP to deliver: by SMS to a 10-digit mobile number in the country of `countryCode` (the
 * dial code chosen in the login modal, +91 by default), or by e-mail.
 */
export type OtpMessage = (OtpMessageBase & { channel: 'sms'; countryCode: string }) | (OtpMessageBase & { channel: 'email' });

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
