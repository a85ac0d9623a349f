/**
 * The account area's calls: the profile and its photo, deleting the
 * account, the app rating. Vouchers and invoices are PDFs (POST /generate-voucher/{bookingId},
 * POST /generate-invoice/{bookingId}).
 */
import { z } from 'zod';
import { claimedUser } from './booking';
import { successEnvelope } from './envelope';
import { isoDate } from './primitives';
import { multilineText, text as line } from './text';

export const accountMessages = {
  photoTooLarge: 'Image size must be less than 2MB.',
  photoType: 'The photo must be a JPEG, PNG, WebP or GIF image.',
  required: 'Full name, email and mobile number are required.',
  email: 'Please enter a valid email address.',
  mobile: 'Please enter a valid 10-digit mobile number',
  futureBirth: 'Date of birth cannot be in the future.',
  loginContact: 'This is what you log in with: it cannot be changed here.',
  fetchFailed: (reason: string) => `Failed to fetch profile: ${reason}`,
  updateFailed: (reason: string) => `Failed to update profile: ${reason}`,
  deleteReason: 'Please select at least one reason.',
  deleteBlocked: 'You have upcoming or unpaid bookings. Please cancel them before deleting your account.',
  deleteUnexpected: 'Unexpected response from server.',
  deleteFailed: 'Failed to delete account. Please try again.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  voucherFailed: (reason: string) => `Voucher generation failed: ${reason}`,
  invoiceFailed: (reason: string) => `Invoice generation failed: ${reason}`,
  voucherNotConfirmed: 'A voucher is available once the booking is confirmed and paid.',
  invoiceNotPaid: 'An invoice is available for paid bookings.',
  invoiceAfterStay: (from: string) => `The GST invoice is available after check-out, from ${from}.`,
} as const;

/** The largest photo taken, decoded: 2 MB (docs/product.md, Account). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced'] as const;

/** One line a person types, trimmed: bounded and without control characters (contract/text.ts). */
const text = (max: number) => z.string().trim().pipe(line(max));
/** Feedback typed in a box of several lines. */
const feedback = z.string().trim().pipe(multilineText(1000));
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** POST /user-account-info */
export const accountInfoRequest = z.object({ userId: claimedUser });

export const profile = z.object({
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  dateOfBirth: isoDate.nullable(),
  gender: z.enum(GENDERS).nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The photo as a data URL (a small square WebP), or null. */
  image: z.string().nullable(),
  /**
   * The account's identities, each verified with a code and each a way to log in to this same
   * account: the phone number with its dial code ('+919876543210') and the lower-cased e-mail
   * address, null for the one not added yet (the profile adds it: contract/linkIdentity.ts).
   * Shown, not changed by a save.
   */
  identities: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
});
export type Profile = z.infer<typeof profile>;
export const profileResponse = successEnvelope(profile);

/**
 * PUT /saveProfile. `image`: a data URL (`data:image/...;base64,...`) to set a photo, null to
 * remove it, absent to keep the one there is.
 */
export const saveProfileRequest = z.object({
  userId: claimedUser,
  deviceToken: optional(z.string().max(200)),
  fullName: text(100).pipe(z.string().min(1, accountMessages.required)),
  email: text(254).pipe(z.email({ message: accountMessages.email })),
  mobileNumber: z.string().regex(/^\d{10}$/, accountMessages.mobile),
  dateOfBirth: optional(isoDate),
  gender: optional(z.enum(GENDERS)),
  maritalStatus: optional(z.enum(MARITAL_STATUSES)),
  city: optional(text(100)),
  state: optional(text(100)),
  country: optional(text(100)),
  image: z.union([z.string().max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100, accountMessages.photoTooLarge), z.null()]).optional(),
});
export type SaveProfileRequest = z.infer<typeof saveProfileRequest>;

/** The seven reasons of the delete-account page; at least one is required. */
export const DELETION_REASONS = [
  'I found a better app or website',
  'I no longer travel often',
  'Prices were too high',
  'I had a problem with a booking',
  'I get too many messages',
  'Privacy concerns',
  'Other reasons',
] as const;

/** POST /account-deletion/delete */
export const deleteAccountRequest = z.object({
  userId: claimedUser,
  reasons: z.array(z.enum(DELETION_REASONS, 'must be one of the listed reasons')).max(DELETION_REASONS.length),
  feedback: feedback.default(''),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
export const deleteAccountResponse = successEnvelope(z.object({ deleted: z.literal(true) }));

/** POST /save-app-rating: the rating as text, 1 to 5. */
export const appRatingRequest = z.object({
  userId: claimedUser,
  rating: z.union([z.string(), z.number()]).transform((v) => String(v)).pipe(z.enum(['1', '2', '3', '4', '5'], accountMessages.ratingRequired)),
  feedback: feedback.default(''),
});
export type AppRatingRequest = z.infer<typeof appRatingRequest>;
export const appRatingResponse = successEnvelope(z.object({ rating: z.number().int().min(1).max(5), feedback: z.string() }));

/**
 * How the browser reads a failed account call (src/api/account.ts), for the account machines: a
 * refusal the server explains (4xx: its code and message, which names the field of a 400), an
 * answer the contract does not know, or a failure with nothing useful to say (network, 5xx).
 */
export type AccountCallFailure =
  | { kind: 'refused'; code: number; message: string }
  | { kind: 'unexpected' }
  | { kind: 'failed'; message: string | null };
