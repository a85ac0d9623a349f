/**
 * The GST state codes of India's states and union territories (the first two digits of a GSTIN),
 * and which union territories have no legislature of their own: there the state part of an
 * intra-state supply is UTGST, not SGST. Pure and browser-safe.
 */
export interface GstState {
  code: string;
  name: string;
  /** Union territory without a legislature: CGST + UTGST instead of CGST + SGST. */
  utgst: boolean;
}

const STATES: ReadonlyArray<[code: string, name: string, utgst?: true]> = [
  ['01', 'Jammu and Kashmir'], ['02', 'Himachal Pradesh'], ['03', 'Punjab'], ['04', 'Chandigarh', true],
  ['05', 'Uttarakhand'], ['06', 'Haryana'], ['07', 'Delhi'], ['08', 'Rajasthan'], ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'], ['11', 'Sikkim'], ['12', 'Arunachal Pradesh'], ['13', 'Nagaland'], ['14', 'Manipur'],
  ['15', 'Mizoram'], ['16', 'Tripura'], ['17', 'Meghalaya'], ['18', 'Assam'], ['19', 'West Bengal'],
  ['20', 'Jharkhand'], ['21', 'Odisha'], ['22', 'Chhattisgarh'], ['23', 'Madhya Pradesh'], ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', true], ['27', 'Maharashtra'], ['29', 'Karnataka'], ['30', 'Goa'],
  ['31', 'Lakshadweep', true], ['32', 'Kerala'], ['33', 'Tamil Nadu'], ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands', true], ['36', 'Telangana'], ['37', 'Andhra Pradesh'], ['38', 'Ladakh', true],
];

export const GST_STATES: readonly GstState[] = STATES.map(([code, name, utgst]) => ({ code, name, utgst: utgst === true }));

const byCode = new Map(GST_STATES.map((s) => [s.code, s]));
const byName = new Map(GST_STATES.map((s) => [s.name.toLowerCase(), s]));

/** The state of a GST state code ('29'), or undefined. */
export const gstStateOfCode = (code: string): GstState | undefined => byCode.get(code);

/** The state of a state's name ('Karnataka'), or undefined. */
export const gstStateNamed = (name: string): GstState | undefined => byName.get(name.trim().toLowerCase());

/** The state a GSTIN is registered in (its first two digits). */
export const gstStateOfGstin = (gstin: string): GstState | undefined => byCode.get(gstin.slice(0, 2));
