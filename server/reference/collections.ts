/**
 * Curated content: the 9 themes the site offers with the cities that truly fit them, and what kind
 * of place each curated city is. The home page's three collections live in one file that
 * the browser shows and this server imports (domain/collections.ts). Ids are GeoNames ids
 * (stable across re-seeding). Images are served by this server (`/media/...`); replace the URLs
 * with photos. Every city named here or in a collection gets hotels whatever the catalogue size.
 */
import { cityIdsOf, cityImageUrl, COLLECTIONS } from '../../domain/collections';

export { COLLECTIONS, cityIdsOf };

export const cityImage = cityImageUrl;
export const themeImage = (themeId: number) => `/media/themes/${themeId}.svg`;

export interface Theme {
  id: number;
  name: string;
  /** Drawing motif of the generated tile. */
  motif: 'fort' | 'heart' | 'crown' | 'waves' | 'peaks' | 'lights' | 'lotus' | 'kite' | 'compass';
  cityIds: number[];
}

const C = {
  mumbai: 1275339, delhi: 1273294, bengaluru: 1277333, kolkata: 1275004, chennai: 1264527, hyderabad: 1269843,
  pune: 1259229, jaipur: 1269515, udaipur: 1253986, jodhpur: 1268865, jaisalmer: 1269507, agra: 1279259,
  varanasi: 1253405, hampi: 1270448, orchha: 1261033, khajuraho: 1267154, munnar: 1262463, ooty: 1253993,
  darjeeling: 1273467, shimla: 1256237, alappuzha: 1278985, kodaikanal: 1266425, gangtok: 1271631,
  calangute: 1273858, candolim: 1274989, varkala: 1253392, kovalam: 1265896, puducherry: 1259425,
  gokarna: 1271064, puri: 1259184, portBlair: 1259385, digha: 1272625, diu: 1272502, manali: 1263967,
  mussoorie: 1262374, nainital: 1262117, leh: 1264976, dalhousie: 1273648, gurugram: 1270642,
  rishikesh: 1258128, haridwar: 1270351, dharamshala: 1272832, mysore: 1262321, lonavla: 1264793,
  mahabaleshwar: 1264491, madikeri: 1264540, joshimath: 1268814, tawang: 1254832, kochi: 1273874,
  madurai: 1264521, tirupati: 1254360, amritsar: 1278710, rameswaram: 1258698, shirdi: 1256489,
  ujjain: 1253914, dwarka: 1272140,
} as const;

export const THEMES: Theme[] = [
  { id: 1, name: 'Heritage Getaways', motif: 'fort', cityIds: [C.jaipur, C.udaipur, C.jodhpur, C.jaisalmer, C.agra, C.hampi, C.orchha, C.khajuraho] },
  { id: 2, name: 'Romantic Hideaways', motif: 'heart', cityIds: [C.udaipur, C.munnar, C.ooty, C.darjeeling, C.shimla, C.alappuzha, C.kodaikanal, C.gangtok] },
  { id: 3, name: 'Luxury Heavens', motif: 'crown', cityIds: [C.mumbai, C.delhi, C.udaipur, C.jaipur, C.calangute, C.bengaluru, C.hyderabad] },
  { id: 4, name: 'Beachside Stays', motif: 'waves', cityIds: [C.calangute, C.candolim, C.varkala, C.kovalam, C.puducherry, C.gokarna, C.puri, C.portBlair, C.digha, C.diu] },
  { id: 5, name: 'Mountain Escapes', motif: 'peaks', cityIds: [C.manali, C.shimla, C.darjeeling, C.mussoorie, C.nainital, C.gangtok, C.leh, C.dalhousie, C.ooty] },
  { id: 6, name: 'Party Hotspots', motif: 'lights', cityIds: [C.calangute, C.candolim, C.mumbai, C.bengaluru, C.delhi, C.pune, C.gurugram, C.kolkata] },
  { id: 7, name: 'Wellness Retreats', motif: 'lotus', cityIds: [C.rishikesh, C.haridwar, C.kovalam, C.varkala, C.dharamshala, C.munnar, C.mysore, C.puducherry] },
  { id: 8, name: 'Family Stays', motif: 'kite', cityIds: [C.mysore, C.ooty, C.shimla, C.agra, C.jaipur, C.hyderabad, C.chennai, C.lonavla, C.mahabaleshwar] },
  { id: 9, name: 'Adventure Abodes', motif: 'compass', cityIds: [C.rishikesh, C.manali, C.leh, C.gokarna, C.portBlair, C.dharamshala, C.madikeri, C.joshimath, C.tawang] },
];

/** What kind of place a curated city is, so hotels there look the part (resorts by the sea...). */
export const CITY_CHARACTER: Record<number, 'beach' | 'hills' | 'heritage' | 'pilgrim'> = {
  ...Object.fromEntries(THEMES[3]!.cityIds.map((id) => [id, 'beach'])),
  ...Object.fromEntries(THEMES[4]!.cityIds.map((id) => [id, 'hills'])),
  ...Object.fromEntries([C.munnar, C.kodaikanal, C.madikeri, C.joshimath, C.tawang, C.dharamshala, C.mahabaleshwar, C.lonavla].map((id) => [id, 'hills'])),
  ...Object.fromEntries(THEMES[0]!.cityIds.map((id) => [id, 'heritage'])),
  ...Object.fromEntries(cityIdsOf(COLLECTIONS[1]).map((id) => [id, 'pilgrim'])),
  ...Object.fromEntries([C.rishikesh].map((id) => [id, 'pilgrim'])),
};

/** Every curated city id, once. */
export const CURATED_CITY_IDS: number[] = [...new Set([...THEMES.flatMap((t) => t.cityIds), ...COLLECTIONS.flatMap(cityIdsOf)])];
