/**
 * A hotel's address as one line of text, the same wherever a hotel is shown. Pure.
 */
import type { HotelHit } from '../../contract/hotel';
import { plainText } from './plainText';

/**
 * `full`: street, area, city, then state and PIN code, as Indian addresses are written
 * (`12, MG Road, Colaba, Mumbai, Maharashtra 400001`); the country is left out, every hotel being
 * in India. `city`: the city and state alone (`Mumbai, Maharashtra`), for tiles that list hotels
 * from all over the country in a narrow column, where a full line would be cut before its city.
 */
export type AddressForm = 'full' | 'city';

/** The parts of a hotel's address (`ad` of a search hit or a hotel detail) that a line is made of. */
export type AddressParts = Pick<HotelHit['ad'], 'adr' | 'adr2' | 'ctn' | 'state' | 'postalCode'>;

/**
 * The address line of `ad` in `form`: each part as plain text (markup dropped, a line break
 * within a part read as a comma), empty parts left out.
 */
export function addressLine(ad: AddressParts, form: AddressForm = 'full'): string {
  const city = part(ad.ctn);
  const state = part(ad.state.name);
  if (form === 'city') return join([city, state], ', ');
  return join([part(ad.adr), part(ad.adr2), city, join([state, part(ad.postalCode)], ' ')], ', ');
}

const part = (value: string) => plainText(value).replace(/\s*\n\s*/g, ', ');

const join = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);
