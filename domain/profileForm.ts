/**
 * The profile form (spec 001 §3 Profile, §5 Profile save): what the form holds, its problems in
 * the spec's words, the photo's browser check, the body of PUT /saveProfile, and a server
 * refusal read back to its field. Pure and browser-safe.
 */
import { accountMessages, GENDERS, MARITAL_STATUSES, PHOTO_MAX_BYTES, saveProfileRequest, type Profile, type SaveProfileRequest } from '../contract/account';

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** The choices the form offers (spec 001 §3 Profile). */
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
 * The field that holds what the traveller logs in with: shown, not changed here (changing it
 * would need a code sent to the new one), so the form keeps it read-only.
 */
export function loginField(login: Profile['login']): ProfileField {
  return login.channel === 'phone' ? 'mobileNumber' : 'email';
}

// The server's own rules for these fields (the contract's schema), so the browser says what it would.
const isEmail = (value: string) => saveProfileRequest.shape.email.safeParse(value).success;
const isMobile = (value: string) => saveProfileRequest.shape.mobileNumber.safeParse(value).success;

/**
 * What stops a save, by field, in the spec's words: full name, e-mail and mobile number are
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

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The browser's check of a chosen photo: under 2 MB ("Image size must be less than 2MB.") and
 * an image type the server takes. The server checks again, by the decoded bytes.
 */
export function photoProblem(file: PhotoFile): string | null {
  if (file.size >= PHOTO_MAX_BYTES) return accountMessages.photoTooLarge;
  if (!PHOTO_TYPES.includes(file.type)) return accountMessages.photoType;
  return null;
}

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
