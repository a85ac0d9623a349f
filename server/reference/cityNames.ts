/**
 * How cities are called. GeoNames spellings carry diacritics (Sūrat), which are dropped for
 * display; a few official names differ from GeoNames, and travellers still type old names.
 */

/** Display name overrides by GeoNames id. */
export const DISPLAY_NAMES: Record<number, string> = {
  1267154: 'Khajuraho',
  1273467: 'Darjeeling',
  1262117: 'Nainital',
  1273313: 'Dehradun',
  1254649: 'Thanjavur',
  1268008: 'Kanyakumari',
  1266220: 'Konark',
  1279396: 'Mount Abu',
  1273874: 'Kochi',
  1270642: 'Gurugram',
  1272832: 'Dharamshala',
  1264540: 'Madikeri (Coorg)',
};

/** Other names travellers type -> GeoNames id. */
export const ALIASES: Record<string, number> = {
  bombay: 1275339,
  bangalore: 1277333,
  madras: 1264527,
  calcutta: 1275004,
  cochin: 1273874,
  ernakulam: 1273874,
  gurgaon: 1270642,
  trivandrum: 1254163,
  pondicherry: 1259425,
  pondy: 1259425,
  mysuru: 1262321,
  baroda: 1253573,
  poona: 1259229,
  benares: 1253405,
  banaras: 1253405,
  kashi: 1253405,
  tanjore: 1254649,
  darjiling: 1273467,
  'naini tal': 1262117,
  'dehra dun': 1273313,
  alleppey: 1278985,
  vizag: 1253102,
  udhagamandalam: 1253993,
  mangaluru: 1263780,
  'new delhi': 1261481,
  trichy: 1254388,
  bhubaneswar: 1275817,
};

/** The name shown for a GeoNames place. */
export function displayName(id: number, geonamesName: string): string {
  return DISPLAY_NAMES[id] ?? geonamesName.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Is a display name written in Latin letters (with digits, spaces and punctuation)? GeoNames has
 * a few Indian entries named partly in another script, such as 8690167 "Kalimpong, Крукети" (no
 * population; Kalimpong itself is 1268403): the catalogue leaves those out rather than show them.
 */
export function inLatinLetters(name: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Common}]*$/u.test(name);
}
