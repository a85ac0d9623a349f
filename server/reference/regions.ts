/**
 * Destinations larger than a city: the states and union territories, and well-known regions
 * travellers search by name (Coorg, North Goa, Kutch...). A search for one covers the hotels of
 * its cities. Their ids are fixed, so a shared results link keeps working, and lie far below any
 * GeoNames id of an Indian place (the smallest is above 1,000,000), so they never name a city.
 */
import type { STATES } from './states';

type StateCode = keyof typeof STATES;

/** Ids of the states and union territories as destinations. */
export const STATE_REGION_IDS: Record<StateCode, number> = {
  AN: 101, AP: 102, AR: 103, AS: 104, BR: 105, CH: 106, CG: 107, DH: 108, DL: 109, GA: 110, GJ: 111, HR: 112,
  HP: 113, JK: 114, JH: 115, KA: 116, KL: 117, LA: 118, LD: 119, MP: 120, MH: 121, MN: 122, ML: 123, MZ: 124,
  NL: 125, OD: 126, PY: 127, PB: 128, RJ: 129, SK: 130, TN: 131, TS: 132, TR: 133, UP: 134, UK: 135, WB: 136,
};

/** The largest id a region may have: every GeoNames id of an Indian place is larger. */
export const MAX_REGION_ID = 999;

/** Other names travellers type for a state. */
export const STATE_ALIASES: Record<string, StateCode> = {
  himachal: 'HP',
  orissa: 'OD',
  uttaranchal: 'UK',
  andaman: 'AN',
  'andaman islands': 'AN',
};

export interface WellKnownRegion {
  id: number;
  name: string;
  /** The state it lies in (the first, for one across states). */
  stateCode: StateCode;
  /** GeoNames ids of its towns; those with hotels make up its search. */
  cityIds: readonly number[];
  aliases?: readonly string[];
}

/** Regions known by a name of their own, each of catalogue towns (GeoNames ids). */
export const WELL_KNOWN_REGIONS: readonly WellKnownRegion[] = [
  // Coorg is the Kodagu district: Madikeri, Kushalnagar and Somvarpet.
  { id: 501, name: 'Coorg', stateCode: 'KA', cityIds: [1264540, 1265451, 1255811], aliases: ['kodagu'] },
  { id: 502, name: 'North Goa', stateCode: 'GA', cityIds: [1273858, 1274989, 1260607] },
  { id: 503, name: 'South Goa', stateCode: 'GA', cityIds: [1263494, 1253367] },
  { id: 504, name: 'Kutch', stateCode: 'GJ', cityIds: [1275812, 1271717], aliases: ['kachchh', 'rann of kutch'] },
  { id: 505, name: 'Shekhawati', stateCode: 'RJ', cityIds: [1268936, 1256320, 1273892] },
  { id: 506, name: 'Sundarbans', stateCode: 'WB', cityIds: [1270896, 9781227], aliases: ['sunderbans'] },
  { id: 507, name: 'Kashmir Valley', stateCode: 'JK', cityIds: [1255634, 1430991], aliases: ['kashmir'] },
];

/**
 * State capitals: a capital is a city of its own (Panaji, Goa), never an area of the town next
 * to it, even where the catalogue has no hotel in it (a search for it covers the hotels near it).
 */
export const STATE_CAPITAL_IDS: readonly number[] = [
  1254163, 1255634, 1256237, 1256259, 1256523, 1258526, 1258980, 1259385, 1259425, 1260086, 1260607, 1264527,
  1264733, 1266366, 1269515, 1269655, 1269771, 1269843, 1271631, 1271715, 1272508, 1273294, 1273313, 1273618,
  1274746, 1275004, 1275339, 1275817, 1275841, 1277333, 1279186, 1279290,
];
