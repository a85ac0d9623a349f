/**
 * The season of each city (supply/generatedRates.ts SEASON_BP), from what the curated content says
 * it is: beaches (Beachside Stays, and all of Goa and the Andamans) peak October-March; hill
 * stations (Mountain Escapes and the other hill towns) April-June, the snow towns December-January
 * too; Ladakh June-August; everywhere else (plains, metros, heritage and temple towns) October-March,
 * with monsoon lows June-September.
 */
import type { Season } from '../modules/supply/generatedRates';
import { CITY_CHARACTER } from './collections';

/** Hill towns where snow brings a winter peak. */
const SNOW_TOWNS = new Set([
  1263967, // Manali
  1256237, // Shimla
  1262374, // Mussoorie
  1262117, // Nainital
  1273648, // Dalhousie
  1268814, // Joshimath (Auli)
  1254832, // Tawang
]);

/** Hill cities that no theme names. */
const OTHER_HILLS = new Set([
  1255634, // Srinagar
  1256523, // Shillong
  1266366, // Kohima
  1279186, // Aizawl
]);

const HILL_STATES = new Set(['HP', 'SK', 'ML', 'MZ', 'NL']);
const BEACH_STATES = new Set(['GA', 'AN', 'LD']);

export function seasonOf(cityId: number, stateCode: string): Season {
  if (stateCode === 'LA') return 'coldDesert';
  if (SNOW_TOWNS.has(cityId)) return 'snow';
  const character = CITY_CHARACTER[cityId];
  if (character === 'hills' || OTHER_HILLS.has(cityId)) return 'hills';
  if (character === 'beach' || BEACH_STATES.has(stateCode)) return 'beach';
  if (!character && HILL_STATES.has(stateCode)) return 'hills';
  return 'plains';
}
