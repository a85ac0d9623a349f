import { z } from 'zod';
import { DEFAULT_DIAL_CODE, isKnownDialCode } from './countryCodes';
import { failureEnvelope, successEnvelope } from './envelope';
import { isMobileNumber } from './mobileNumber';
import { text } from './text';

/** The messages and constants of the login flow (docs/product.md, Login). */
export const identityMessages = {
  phone: 'Please enter a valid 10-digit mobile number',
  email: 'Please enter a valid email address',
  otp: 'Please enter a valid 6-digit OTP',
  eitherPhoneOrEmail: 'Please enter a valid 10-digit mobile number or email address',
  countryCode: 'Please choose a country code from the list',
  wrongOtp: 'Wrong OTP, please enter again.',
} as const;

export { OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from './otp';

/** Absent, null and '' all mean "not given" (the client sends both keys, one of them empty). */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const mobileNumberSchema = z.string().regex(/^\d{10}$/, identityMessages.phone);
export const emailIdSchema = z
  .string()
  .trim()
  .max(254, identityMessages.email)
  .pipe(z.email({ message: identityMessages.email }))
  .transform((e) => e.toLowerCase());
export const otpCodeSchema = z.string().regex(/^\d{6}$/, identityMessages.otp);

const optionalPhone = z.preprocess(blank, mobileNumberSchema.optional());
const optionalEmail = z.preprocess(blank, emailIdSchema.optional());
const deviceToken = z.preprocess(blank, text(200).optional());
/** The dial code chosen beside the phone number ('+91' when absent); one of the 50 of the list. */
const countryCode = z.preprocess(
  blank,
  z.string().max(8, identityMessages.countryCode).refine(isKnownDialCode, identityMessages.countryCode).optional(),
);

/** Exactly one of mobileNumber and emailId. */
function oneContact(value: { mobileNumber?: string | undefined; emailId?: string | undefined }, ctx: z.RefinementCtx) {
  const given = Number(value.mobileNumber !== undefined) + Number(value.emailId !== undefined);
  if (given !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: [value.mobileNumber === undefined ? 'mobileNumber' : 'emailId'],
      message: given === 0 ? identityMessages.eitherPhoneOrEmail : 'Send either mobileNumber or emailId, not both',
    });
  }
}

/**
 * A phone number its country can have (domain/phoneNumber.ts, as the login form checks it):
 * with +91, given or by default, one starting 6 to 9; other countries' numbers, any 10 digits.
 */
function mobileOfCountry(value: { mobileNumber?: string | undefined; countryCode?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.mobileNumber !== undefined && !isMobileNumber(value.mobileNumber, value.countryCode ?? DEFAULT_DIAL_CODE)) {
    ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: identityMessages.phone });
  }
}

/**
 * POST /signup: `{mobileNumber, deviceToken}` or `{emailId, deviceToken}`. Sends a 6-digit code.
 * The device token also travels in `authorization`; the body copy is accepted and optional.
 * Beyond the spec, a phone number may come with `countryCode`, the dial code of the modal's
 * selector (default +91): the SMS goes to that country. An e-mail login ignores it.
 */
export const signupRequest = z
  .object({ mobileNumber: optionalPhone, emailId: optionalEmail, deviceToken, countryCode })
  .superRefine(oneContact)
  .superRefine(mobileOfCountry);
export type SignupRequest =
  | { mobileNumber: string; countryCode?: string; deviceToken?: string }
  | { emailId: string; deviceToken?: string };

/**
 * A body naming one phone number (with `countryCode`, +91 when absent) or one address, checked as
 * /signup checks them, with `extra` fields beside (contract/linkIdentity.ts).
 */
export function oneContactRequest<S extends z.ZodRawShape>(extra: S) {
  // The contact fields are there whatever `extra` adds; zod's inferred type cannot say so.
  type Contact = { mobileNumber?: string; emailId?: string; countryCode?: string };
  return z
    .object({ mobileNumber: optionalPhone, emailId: optionalEmail, countryCode, ...extra })
    .superRefine((value, ctx) => oneContact(value as Contact, ctx))
    .superRefine((value, ctx) => mobileOfCountry(value as Contact, ctx));
}

/** The same answer whether or not an account exists for the phone number or address. */
export const signupResponse = successEnvelope(
  z.object({ sent: z.literal(true), expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
);
export type SignupResponse = z.infer<typeof signupResponse>;

/**
 * POST /signup/validate/otp: `{mobileNumber, emailId, otp}`, exactly one contact non-empty.
 * Beyond the spec, a phone number may come with `countryCode`, the dial code the code was sent
 * with (+91 when absent, as in /signup): a phone account is its dial code and number together,
 * so a code sent to another country's number with the same 10 digits never opens it.
 */
export const validateOtpRequest = z
  .object({ mobileNumber: optionalPhone, emailId: optionalEmail, otp: otpCodeSchema, countryCode })
  .superRefine(oneContact)
  .superRefine(mobileOfCountry);
export type ValidateOtpRequest = { mobileNumber?: string; emailId?: string; otp: string; countryCode?: string };

/**
 * Success: `userId` at the top level and the rotated device token in
 * `response.token`; the old token stops working, the client stores the new one.
 * A wrong, expired or spent code answers the failure envelope with a message to show.
 */
export const validateOtpSuccess = z.object({
  hotelStatus: z.literal('SUCCESS'),
  userId: z.string(),
  hotelFailureMsg: z.null(),
  response: z.object({ token: z.string().min(16), userId: z.string() }),
});
export const validateOtpResponse = z.union([validateOtpSuccess, failureEnvelope]);
export type ValidateOtpResponse = z.infer<typeof validateOtpResponse>;

/** POST /logout: ends the caller's session; the device token stops working. */
export const logoutResponse = successEnvelope(z.object({ loggedOut: z.literal(true) }));

/** GET /api/dev/outbox (`outbox` delivery, loopback clients, never in production): codes the outbox kept, newest first. */
export const outboxEntry = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  /** SMS only: the dial code the text goes to. */
  countryCode: z.string().optional(),
  otp: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxResponse = successEnvelope(z.array(outboxEntry));
/** GET /api/dev/outbox `?to=`: only the codes sent to this phone number or address. */
export const outboxQuery = z.object({ to: text(254).optional() });
/**
 * POST /api/dev/otp-rewind: one phone number (10 digits, with its dial code, +91 when absent) or
 * address whose codes and sends move `seconds` back in time.
 */
export const otpRewindRequest = z.object({
  to: z.union([mobileNumberSchema, emailIdSchema]),
  countryCode: z.string().refine(isKnownDialCode, identityMessages.countryCode).optional(),
  seconds: z.number().int().min(1).max(3_600),
});
export const OUTBOX_PATH = '/api/dev/outbox';
/** POST (outbox delivery only): moves one destination's codes and sends back in time (server/modules/identity/devRoutes.ts). */
export const OTP_REWIND_PATH = '/api/dev/otp-rewind';
