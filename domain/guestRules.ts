/**
 * The rules of a booking's guest details, with their messages: the review page's
 * form checks them as the traveller types, and the server checks the booking payload with the
 * same functions. Each returns the message of the first rule broken, or null. Pure and
 * browser-safe.
 */
import { DEFAULT_DIAL_CODE } from '../contract/countryCodes';
import { isMobileNumber } from '../contract/mobileNumber';
import { PHONE_LENGTH } from './phoneNumber';

export const guestMessages = {
  required: 'Please fill in all required guest details.',
  firstName: 'First name must have at least 3 letters.',
  lastName: 'Last name must have at least 3 letters.',
  email: 'Please enter a valid email address.',
  phone: 'Phone number must be exactly 10 digits.',
  /** The login's words for a number no mobile has: 10 digits that do not start with 6 to 9. */
  mobile: 'Please enter a valid 10-digit mobile number',
  panRequired: 'PAN is required for this hotel.',
  pan: 'Please enter a valid PAN, e.g. ABCDE1234F.',
  passportRequired: 'Passport number is required for this hotel.',
  passport: 'Please enter a valid passport number.',
  guestName: "Please enter guest's first and last name",
  nameCharacters: 'Names can have only letters, spaces, apostrophes, hyphens and dots.',
  primaryTitle: 'Choose Mr, Mrs or Ms for the primary guest.',
  adultTitle: 'Choose Mr or Mrs for a guest aged 12 or more.',
  childTitle: 'Choose Master or Miss for a guest below 12.',
  guestCount: 'please fill add guest details',
  moreGuests: (n: number) => `Cannot add more than ${n} total guests.`,
  moreAdults: (n: number) => `Cannot add more than ${n} adults (including primary guest).`,
  moreChildren: (n: number) => `Cannot add more than ${n} children.`,
  specialRequest: `Special requests can have at most 500 characters.`,
  companyName: 'Please enter the company name for the GST invoice.',
  gstin: 'Please enter a valid GSTIN, e.g. 27AAPFU0939F1ZV.',
  companyAddress: 'Please enter the company address for the GST invoice.',
} as const;

/** Titles of the primary guest, of another guest of 12 or more, and of a guest below 12. */
export const PRIMARY_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export const ADULT_TITLES = ['Mr', 'Mrs'] as const;
export const CHILD_TITLES = ['Master', 'Miss'] as const;
export type Title = (typeof PRIMARY_TITLES)[number] | (typeof CHILD_TITLES)[number];

/** Below this age a guest is a child for titles: Master or Miss below 12. */
export const CHILD_TITLE_AGE = 12;
export const SPECIAL_REQUEST_MAX = 500;
export const NAME_MIN = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Passports: 6 to 9 letters and digits (India's are a letter and 7 digits). */
const PASSPORT = /^[A-Z0-9]{6,9}$/;
/**
 * A name's letters in any script, with the combining marks that complete them: the vowel signs and
 * viramas of Indic scripts (आशा is 3: आ, श and the sign ा), accents typed apart from their letter.
 */
const LETTERS = /[\p{L}\p{M}]/gu;
/** What a name may hold: letters and marks, spaces, apostrophes (' and ’), hyphens and dots. */
const NAME = /^[\p{L}\p{M} '’.-]*$/u;

const letterCount = (text: string) => (text.match(LETTERS) ?? []).length;

/** A primary guest's first or last name: required, only name characters, at least 3 letters. */
export function nameProblem(name: string, which: 'first' | 'last'): string | null {
  if (!name.trim()) return guestMessages.required;
  if (!NAME.test(name)) return guestMessages.nameCharacters;
  if (letterCount(name) < NAME_MIN) return which === 'first' ? guestMessages.firstName : guestMessages.lastName;
  return null;
}

/** Another guest's names: both required, only name characters. */
export function guestNameProblem(firstName: string, lastName: string): string | null {
  if (!firstName.trim() || !lastName.trim()) return guestMessages.guestName;
  return NAME.test(firstName) && NAME.test(lastName) ? null : guestMessages.nameCharacters;
}

export function emailProblem(email: string): string | null {
  if (!email.trim()) return guestMessages.required;
  return EMAIL.test(email.trim()) && email.trim().length <= 254 ? null : guestMessages.email;
}

/**
 * The guest's mobile number, with the login's rule (contract/mobileNumber.ts): exactly 10 digits
 * ("Phone number must be exactly 10 digits."), and for India (+91) one a mobile can have, starting
 * with 6 to 9 (0123456789 is no phone).
 */
export function phoneProblem(phone: string, dialCode: string = DEFAULT_DIAL_CODE): string | null {
  if (!phone) return guestMessages.required;
  if (!new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone)) return guestMessages.phone;
  return isMobileNumber(phone, dialCode) ? null : guestMessages.mobile;
}

/** PAN, when the hotel asks for it: five letters, four digits, a letter. */
export function panProblem(pan: string, required: boolean): string | null {
  const value = pan.trim().toUpperCase();
  if (!value) return required ? guestMessages.panRequired : null;
  return PAN.test(value) ? null : guestMessages.pan;
}

export function passportProblem(passport: string, required: boolean): string | null {
  const value = passport.trim().toUpperCase();
  if (!value) return required ? guestMessages.passportRequired : null;
  return PASSPORT.test(value) ? null : guestMessages.passport;
}

/** The titles another guest may have: Master or Miss below 12, otherwise Mr or Mrs. */
export function titlesFor(belowTwelve: boolean): readonly Title[] {
  return belowTwelve ? CHILD_TITLES : ADULT_TITLES;
}

export function titleProblem(title: string, belowTwelve: boolean): string | null {
  if (!title) return guestMessages.required;
  return (titlesFor(belowTwelve) as readonly string[]).includes(title) ? null : belowTwelve ? guestMessages.childTitle : guestMessages.adultTitle;
}

export function specialRequestProblem(text: string): string | null {
  return text.length <= SPECIAL_REQUEST_MAX ? null : guestMessages.specialRequest;
}

/** Who a stay was searched for, in total. */
export interface GuestCounts {
  adults: number;
  children: number;
}

/**
 * Whether the guests entered (the primary guest counted as an adult) can still grow by one of
 * `kind`: the "Cannot add more than ..." messages, or null.
 */
export function addGuestProblem(entered: GuestCounts, searched: GuestCounts, kind: 'adult' | 'child'): string | null {
  const total = searched.adults + searched.children;
  if (entered.adults + entered.children >= total) return guestMessages.moreGuests(total);
  if (kind === 'adult' && entered.adults >= searched.adults) return guestMessages.moreAdults(searched.adults);
  if (kind === 'child' && entered.children >= searched.children) return guestMessages.moreChildren(searched.children);
  return null;
}

/** The guests entered must be the guests searched for ("please fill add guest details"). */
export function guestCountProblem(entered: GuestCounts, searched: GuestCounts): string | null {
  return entered.adults === searched.adults && entered.children === searched.children ? null : guestMessages.guestCount;
}

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN: state code, the holder's PAN, an entity number, 'Z', and a check character worked
 * out from the first 14 (each character's value, times 1 and 2 by turns, its base-36 digits
 * added up; the check makes the sum a multiple of 36).
 */
export function isValidGstin(gstin: string): boolean {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return value[14] === BASE36[(36 - (sum % 36)) % 36];
}

/** Business invoice details: all three or none. */
export interface BusinessDetails {
  companyName: string;
  gstNumber: string;
  companyAddress: string;
}

/** Which field of business details is wrong, when any is given; null when none is or all are right. */
export function businessProblem(details: BusinessDetails): { field: keyof BusinessDetails; message: string } | null {
  const { companyName, gstNumber, companyAddress } = details;
  if (!companyName.trim() && !gstNumber.trim() && !companyAddress.trim()) return null;
  if (!gstNumber.trim() || !isValidGstin(gstNumber)) return { field: 'gstNumber', message: guestMessages.gstin };
  if (!companyName.trim()) return { field: 'companyName', message: guestMessages.companyName };
  if (!companyAddress.trim()) return { field: 'companyAddress', message: guestMessages.companyAddress };
  return null;
}
