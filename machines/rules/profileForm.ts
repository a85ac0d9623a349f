/**
 * The profile form: what the form holds, its problems in the words the page shows, what the browser says of a photo it could not take, the body of PUT
 * /saveProfile, and a server refusal read back to its field. Pure and browser-safe.
 */
import { accountMessages, GENDERS, MARITAL_STATUSES, PHOTO_MAX_BYTES, saveProfileRequest, type Profile, type SaveProfileRequest } from '../../contract/account';
import type { IdentityKind } from '../../contract/linkIdentity';

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** The choices the form offers for gender and marital status. */
export const GENDER_CHOICES: readonly Gender[] = GENDERS;
export const MARITAL_CHOICES: readonly MaritalStatus[] = MARITAL_STATUSES;

/** The note under the read-only contact the traveller logs in with. */
export const LOGIN_CONTACT_NOTE = accountMessages.loginContact;

/** Every field as the form's inputs hold it: text, '' for an empty choice or date. */
export interface ProfileForm {
  fullName: string;
  email: string;
  mobileNumber: string;
  /** `YYYY-MM-DD` or ''. */
  dateOfBirth: string;
  gender: Gender | '';
  maritalStatus: MaritalStatus | '';
  city: string;
  state: string;
  country: string;
}

export type ProfileField = keyof ProfileForm;

/** The form's fields in the order the page shows them. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['fullName', 'email', 'mobileNumber', 'dateOfBirth', 'gender', 'maritalStatus', 'city', 'state', 'country'];

export const PROFILE_LABELS: Record<ProfileField, string> = {
  fullName: 'Full name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  maritalStatus: 'Marital status',
  city: 'City',
  state: 'State',
  country: 'Country',
};

/** What the form shows of a problem: by field, and `image` for the photo. */
export type ProfileProblems = Partial<Record<ProfileField | 'image', string>>;

/** Longest text the server keeps per field (contract/account.ts). */
export const PROFILE_MAX_LENGTH: Partial<Record<ProfileField, number>> = { fullName: 100, email: 254, mobileNumber: 10, city: 100, state: 100, country: 100 };

export function profileForm(profile: Profile): ProfileForm {
  return {
    fullName: profile.fullName,
    email: profile.email,
    mobileNumber: profile.mobileNumber,
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
    maritalStatus: profile.maritalStatus ?? '',
    city: profile.city,
    state: profile.state,
    country: profile.country,
  };
}

/**
 * The fields that hold what the traveller logs in with, the account's verified identities: shown,
 * not changed here (a new one is verified with a code), so the form keeps them read-only.
 */
export function identityFields(identities: Profile['identities']): ProfileField[] {
  return [...(identities.email ? (['email'] as const) : []), ...(identities.phone ? (['mobileNumber'] as const) : [])];
}

/**
 * The identity the account lacks, which the profile offers to add (an account is made with one
 * of them), or null when it has both.
 */
export function missingIdentity(identities: Profile['identities']): IdentityKind | null {
  if (!identities.phone) return 'phone';
  if (!identities.email) return 'email';
  return null;
}

// The server's own rules for these fields (the contract's schema), so the browser says what it would.
const isEmail = (value: string) => saveProfileRequest.shape.email.safeParse(value).success;
const isMobile = (value: string) => saveProfileRequest.shape.mobileNumber.safeParse(value).success;

/**
 * What stops a save, by field, in the words the page shows: full name, e-mail and mobile number are
 * required, the e-mail must look like one, the mobile number has 10 digits, and a date of birth
 * may not be after `today` (India's date). Empty when the form may be saved.
 */
export function profileProblems(form: ProfileForm, today: string): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const field of ['fullName', 'email', 'mobileNumber'] as const) if (!form[field].trim()) problems[field] = accountMessages.required;
  if (!problems.email && !isEmail(form.email.trim())) problems.email = accountMessages.email;
  if (!problems.mobileNumber && !isMobile(form.mobileNumber.trim())) problems.mobileNumber = accountMessages.mobile;
  if (form.dateOfBirth && form.dateOfBirth > today) problems.dateOfBirth = accountMessages.futureBirth;
  return problems;
}

/** What the browser knows of a chosen photo before reading it (a File has these). */
export interface PhotoFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Why a chosen file cannot be the photo, as the browser finds when it reads it: its bytes are not
 * a JPEG, PNG, WebP or GIF image (`notImage`), or it is 2 MB or more and cannot be made smaller
 * (`tooLarge`: the browser could not draw it).
 */
export type PhotoRefusal = 'notImage' | 'tooLarge';

/** A reading of the photo that failed, with why (src/live/photoFile.ts throws it). */
export class PhotoRefused extends Error {
  override name = 'PhotoRefused';
  constructor(readonly refusal: PhotoRefusal) {
    super(refusal);
  }
}

/** What the form says of a photo that could not be read: the 2 MB message, or what images it takes. */
export function photoRefusalMessage(error: unknown): string {
  return error instanceof PhotoRefused && error.refusal === 'tooLarge' ? accountMessages.photoTooLarge : accountMessages.photoType;
}

/** A photo this large is made smaller in the browser before it is sent: the server takes less than 2 MB. */
export const needsShrinking = (file: PhotoFile) => file.size >= PHOTO_MAX_BYTES;

/** What happens to the photo on save: kept as it is, replaced by a data URL, or removed. */
export type PhotoChange = { kind: 'keep' } | { kind: 'set'; dataUrl: string } | { kind: 'remove' };

/** The body of PUT /saveProfile (without the user id and device token, which the call adds). */
export function saveProfileBody(form: ProfileForm, photo: PhotoChange): Omit<SaveProfileRequest, 'userId' | 'deviceToken'> {
  const text = (value: string) => value.trim() || undefined;
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    mobileNumber: form.mobileNumber.trim(),
    dateOfBirth: form.dateOfBirth || undefined,
    gender: form.gender || undefined,
    maritalStatus: form.maritalStatus || undefined,
    city: text(form.city),
    state: text(form.state),
    country: text(form.country),
    ...(photo.kind === 'set' ? { image: photo.dataUrl } : photo.kind === 'remove' ? { image: null } : {}),
  };
}

/**
 * A server refusal read back to the form (`body.mobileNumber: This is what you log in with...`):
 * the field it names (`image` for the photo) and the message after it; null when it names none.
 */
export function refusedField(message: string): { field: ProfileField | 'image'; message: string } | null {
  const m = /^body\.(\w+): (.+)$/s.exec(message);
  if (!m) return null;
  const field = m[1]!;
  if (field !== 'image' && !(PROFILE_FIELDS as readonly string[]).includes(field)) return null;
  return { field: field as ProfileField | 'image', message: m[2]! };
}
