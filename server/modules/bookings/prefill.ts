/**
 * What the review page's primary guest starts from (the review's `prefill`): the traveller's own
 * details first, as their profile gives them (the mobile number of a phone login is its login
 * number), and what the profile lacks from the primary guest of their last booking.
 */
import type { GuestPrefill } from '../../../contract/booking';
import type { BookingRow } from './repo';

/** The traveller as their profile has them ('' where it has nothing). */
export interface TravellerDetails {
  fullName: string;
  email: string;
  mobileNumber: string;
  gender: string | null;
}

const TITLE_OF_GENDER: Record<string, string> = { Male: 'Mr', Female: 'Ms' };

/** 'Asha Rani Sharma' -> first name 'Asha', last name 'Rani Sharma'. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function guestPrefill(traveller: TravellerDetails, last: Pick<BookingRow, 'guests' | 'email' | 'phone'> | undefined): GuestPrefill | null {
  const lastPrimary = last?.guests?.[0]?.travellerInfo[0];
  const named = splitName(traveller.fullName);
  const ownName = named.firstName !== '';
  const prefill: GuestPrefill = {
    // The profile's name with the title its gender gives; else the last booking's name and title.
    title: ownName ? (TITLE_OF_GENDER[traveller.gender ?? ''] ?? (lastPrimary?.fN === named.firstName ? lastPrimary.ti : '')) : (lastPrimary?.ti ?? ''),
    firstName: ownName ? named.firstName : (lastPrimary?.fN ?? ''),
    lastName: ownName ? named.lastName : (lastPrimary?.lN ?? ''),
    email: traveller.email || (last?.email ?? ''),
    phone: traveller.mobileNumber || (last?.phone ?? ''),
  };
  return Object.values(prefill).some((v) => v !== '') ? prefill : null;
}
