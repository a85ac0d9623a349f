/**
 * The phone country-code list (50 countries, default +91). Shared by the login
 * modal's selector and the server, which accepts only these dial codes on POST /signup.
 */

/** One entry of the list: name, dial code and flag. */
export interface CountryCode {
  /** ISO 3166-1 alpha-2, unique: several countries share a dial code (+1, +7). */
  iso: string;
  name: string;
  dialCode: string;
  flag: string;
}

/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional indicator symbols). */
function flagOf(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const entries: ReadonlyArray<readonly [iso: string, name: string, dialCode: string]> = [
  ['IN', 'India', '+91'],
  ['AE', 'United Arab Emirates', '+971'],
  ['US', 'United States', '+1'],
  ['GB', 'United Kingdom', '+44'],
  ['CA', 'Canada', '+1'],
  ['AU', 'Australia', '+61'],
  ['SG', 'Singapore', '+65'],
  ['SA', 'Saudi Arabia', '+966'],
  ['QA', 'Qatar', '+974'],
  ['KW', 'Kuwait', '+965'],
  ['OM', 'Oman', '+968'],
  ['BH', 'Bahrain', '+973'],
  ['NP', 'Nepal', '+977'],
  ['BD', 'Bangladesh', '+880'],
  ['LK', 'Sri Lanka', '+94'],
  ['BT', 'Bhutan', '+975'],
  ['MV', 'Maldives', '+960'],
  ['PK', 'Pakistan', '+92'],
  ['AF', 'Afghanistan', '+93'],
  ['MM', 'Myanmar', '+95'],
  ['TH', 'Thailand', '+66'],
  ['MY', 'Malaysia', '+60'],
  ['ID', 'Indonesia', '+62'],
  ['PH', 'Philippines', '+63'],
  ['VN', 'Vietnam', '+84'],
  ['CN', 'China', '+86'],
  ['HK', 'Hong Kong', '+852'],
  ['JP', 'Japan', '+81'],
  ['KR', 'South Korea', '+82'],
  ['NZ', 'New Zealand', '+64'],
  ['DE', 'Germany', '+49'],
  ['FR', 'France', '+33'],
  ['IT', 'Italy', '+39'],
  ['ES', 'Spain', '+34'],
  ['NL', 'Netherlands', '+31'],
  ['BE', 'Belgium', '+32'],
  ['CH', 'Switzerland', '+41'],
  ['AT', 'Austria', '+43'],
  ['SE', 'Sweden', '+46'],
  ['NO', 'Norway', '+47'],
  ['DK', 'Denmark', '+45'],
  ['IE', 'Ireland', '+353'],
  ['PT', 'Portugal', '+351'],
  ['RU', 'Russia', '+7'],
  ['TR', 'Turkey', '+90'],
  ['IL', 'Israel', '+972'],
  ['EG', 'Egypt', '+20'],
  ['ZA', 'South Africa', '+27'],
  ['KE', 'Kenya', '+254'],
  ['BR', 'Brazil', '+55'],
];

/** 50 countries, India (+91, the default) first. */
export const countryCodes: readonly CountryCode[] = entries.map(([iso, name, dialCode]) => ({ iso, name, dialCode, flag: flagOf(iso) }));

export const DEFAULT_COUNTRY_ISO = 'IN';
export const DEFAULT_DIAL_CODE = '+91';

const dialCodes = new Set(countryCodes.map((c) => c.dialCode));

/** True for a dial code of the list ('+91', '+971'...). */
export function isKnownDialCode(code: string): boolean {
  return dialCodes.has(code);
}

/** The country of an ISO code in the list, or undefined. */
export function countryByIso(iso: string): CountryCode | undefined {
  return countryCodes.find((c) => c.iso === iso);
}
