/**
 * The catalogue generator: real cities in, a deterministic hotel inventory out. Pure (no I/O,
 * no clock): the same source cities, size and seed always give the same catalogue.
 */
import { houseRuleFacility } from '../../../domain/houseRules';
import { formatRupees } from '../../../domain/money';
import type { MealCode } from '../../../domain/pricing';
import { areaNamer, type NamedPoint } from './areas';
import { CITY_CHARACTER } from '../../reference/collections';
import { ALIASES, displayName, inLatinLetters } from '../../reference/cityNames';
import { CURATED_LOCALITIES, LOCALITY_FEATURE_CODE, type Locality } from '../../reference/localities';
import { CITY_LANDMARKS } from '../../reference/landmarks';
import { GEONAMES_ADMIN1, STATES } from '../../reference/states';
import {
  COASTAL_NAME_CORES, COASTAL_NAME_PATTERNS, COASTAL_STREETS, HILL_STREETS, HOTEL_AMENITIES, NAME_CORES, NAME_PATTERNS, PLACE_NAME_CORES,
  ROOM_BENEFITS, ROOM_FACILITIES, ROOM_SERVICES, STATE_LANGUAGE, STREETS, type PlaceRule,
} from './content/words';
import { hotelRatingsOf, ratingSummary } from '../../rules/ratingModel';
import { landPoint, nearShore, onLand, type Point } from './land';
import { pictureCount } from '../../modules/media/pictureViews';
import { pinDirectory, type PinDirectory, type PostOffice } from './pins';
import { generatePlaces, type FixedPlace, type PlaceRow } from './places';
import { metrosOf, planHotelCities } from './plan';
import { distanceKm } from '../../../domain/geo';
import { rng, type Rng } from '../../rules/seededRandom';
import { offsetPoint } from './offsetPoint';
import { reviewScores } from '../../modules/reviews/generatedReviews';
import { standardRateBand, starWeights } from './stars';
import { arrivalAt, arrivalLines, arrivalSentence, nearestOf, railwayStations, type Airport, type Arrival, type Station } from '../../reference/travel';
import { CITY_RADIUS_KM } from '../../rules/cityRadius';
import { PT_LABEL, type PropertyType } from '../../rules/propertyTypes';
import { partnerPlanCodeOf, planCodeOf } from '../../rules/ratePlans';
import type { HotelRow } from '../catalogueRows';
import type { RatePlan, RoomTypeRow } from '../schema/catalogue';

export { planHotelCities } from './plan';
export type { PlaceRow } from './places';

/** One place of the registry package (GeoNames). */
export interface SourceCity {
  id: number;
  name: string;
  admin1: string;
  lat: number;
  lng: number;
  population: number;
  featureCode: string;
}

/** What the generator builds on: the registry's places, the airports of OpenFlights and India Post's offices (index.ts loads them). */
export interface CatalogueSource {
  cities: SourceCity[];
  airports: Airport[];
  postOffices: readonly PostOffice[];
}

export interface CatalogueSpec {
  /** Hotels in total. */
  hotels: number;
  seed: number;
}

export type Character = 'beach' | 'hills' | 'heritage' | 'pilgrim' | 'metro' | 'city';

export interface CityRow {
  id: number;
  name: string;
  geonamesName: string;
  stateCode: string;
  stateName: string;
  lat: number;
  lng: number;
  population: number;
  featureCode: string;
  /** 1 metro, 2 large or tourist city, 3 other. */
  tier: number;
  hotelCount: number;
}

/** A generated room type: its `room_types` row less the code and photo, which the seed writes (`RT{position}`, none). */
export type GeneratedRoomType = Omit<RoomTypeRow, 'code' | 'photo'>;

export interface Catalogue {
  cities: CityRow[];
  hotels: HotelRow[];
  roomTypes: GeneratedRoomType[];
  places: PlaceRow[];
}

export function generateCatalogue(source: CatalogueSource, spec: CatalogueSpec): Catalogue {
  const cities = buildCities(source.cities);
  const towns = cities.filter((c) => c.featureCode !== LOCALITY_FEATURE_CODE);
  const plan = planHotelCities(towns, spec);
  const metros = new Set(metrosOf(towns).map((m) => m.id));
  const withHotels = towns.filter((c) => plan.has(c.id));
  const stations = railwayStations(withHotels);
  const fixedOf = fixedPlaces(withHotels, stations, source.airports);
  const pins = pinDirectory(source.postOffices, towns, aliasesById());
  const hotels: HotelRow[] = [];
  const roomTypes: GeneratedRoomType[] = [];
  const places: PlaceRow[] = [];
  for (const city of cities) {
    const count = plan.get(city.id);
    if (!count) continue;
    city.hotelCount = count;
    city.tier = tierOf(city, metros);
    const ids = Array.from({ length: count }, (_, i) => String(city.id * 1000 + i + 1));
    const localities = CURATED_LOCALITIES.filter((l) => l.cityId === city.id);
    const sites = ids.map((id) => hotelSite(city, id, localities, spec.seed));
    const areaOf = areaNamer(city, namedPointsNear(city, cities), spec.seed);
    const cityPlaces = generatePlaces(city, sites, areaOf, spec.seed, fixedOf.get(city.id) ?? []);
    places.push(...cityPlaces);
    const names = new Set<string>();
    ids.forEach((id, i) => {
      const arrival = arrivalAt(sites[i]!, city.stateCode, source.airports, stations);
      const { hotel, rooms } = generateHotel(city, id, sites[i]!, areaOf, cityPlaces, names, arrival, pins, spec.seed);
      hotels.push(hotel);
      roomTypes.push(...rooms);
    });
  }
  return { cities, hotels, roomTypes, places };
}

/**
 * The real places of each city with hotels: its curated landmarks, and the stations and airports
 * within its radius (each given to the nearest such city only, so no place is listed twice).
 */
function fixedPlaces(cities: readonly CityRow[], stations: readonly Station[], airports: readonly Airport[]): Map<number, FixedPlace[]> {
  const out = new Map<number, FixedPlace[]>();
  const put = (cityId: number, place: FixedPlace) => out.set(cityId, [...(out.get(cityId) ?? []), place]);
  for (const city of cities) {
    for (const [type, name, lat, lng] of CITY_LANDMARKS[city.id] ?? []) put(city.id, { type, name, lat, lng });
  }
  const seen = new Set<string>();
  const inCity = (point: Point) => {
    const nearest = nearestOf(point, cities);
    return nearest && nearest.km <= CITY_RADIUS_KM && onLand(nearest.point, point) ? nearest.point : null;
  };
  for (const station of stations) {
    const city = inCity(station);
    if (!city || seen.has(station.name)) continue;
    seen.add(station.name);
    put(city.id, { type: 'transit_station', name: `${station.name} railway station`, lat: station.lat, lng: station.lng, kind: 'train_station' });
  }
  for (const airport of airports) {
    const city = inCity(airport);
    if (city) put(city.id, { type: 'transit_station', name: `${airport.name} (${airport.code})`, lat: airport.lat, lng: airport.lng, kind: 'airport' });
  }
  return out;
}

/** The other names travellers type for a city (Bangalore for Bengaluru), by its GeoNames id. */
function aliasesById(): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [alias, id] of Object.entries(ALIASES)) (out[id] ??= []).push(alias);
  return out;
}

/** The catalogue's places without any hotel (`CATALOGUE=none`): every city, sub-place and curated locality. */
export const catalogueCities = (source: SourceCity[]): CityRow[] => buildCities(source);

function buildCities(source: SourceCity[]): CityRow[] {
  const rows: CityRow[] = source
    .filter((c) => GEONAMES_ADMIN1[c.admin1] && inLatinLetters(displayName(c.id, c.name)))
    .map((c) => {
      const stateCode = GEONAMES_ADMIN1[c.admin1]!;
      return {
        id: c.id,
        name: displayName(c.id, c.name),
        geonamesName: c.name,
        stateCode,
        stateName: STATES[stateCode]!.name,
        lat: c.lat,
        lng: c.lng,
        population: c.population,
        featureCode: c.featureCode,
        tier: 3,
        hotelCount: 0,
      };
    });
  // Curated localities are places of the catalogue too (no population, no hotels of their own).
  const byId = new Map(rows.map((c) => [c.id, c]));
  for (const l of CURATED_LOCALITIES) {
    const city = byId.get(l.cityId);
    if (!city) continue;
    rows.push({
      id: l.id, name: l.name, geonamesName: l.name, stateCode: city.stateCode, stateName: city.stateName, lat: l.lat, lng: l.lng,
      population: 0, featureCode: LOCALITY_FEATURE_CODE, tier: 3, hotelCount: 0,
    });
  }
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Where a hotel stands: 0.2-14.7 km from the centre, most of them nearer, always on land. In a
 * city with a list of its own localities, most hotels stand in one of them (within 1.6 km of its
 * point), so the locality in their address is the city's own.
 */
function hotelSite(city: CityRow, id: string, localities: readonly Locality[], seed: number): Point & { km: number } {
  const r = rng(seed, 'hotel-site', id);
  if (localities.length > 0 && r.chance(0.75)) {
    const locality = r.pick(localities);
    for (let attempt = 0; attempt < 8; attempt++) {
      const point = offsetPoint(locality.lat, locality.lng, r.between(0.1, 1.6), r.between(0, 2 * Math.PI));
      const km = distanceKm(city, point);
      if (km <= CITY_RADIUS_KM - 0.3 && onLand(city, point)) return { ...point, km };
    }
  }
  return landPoint(r, city, () => 0.2 + 14.5 * r.next() ** 1.4);
}

/**
 * The named places within the city's radius: its own curated localities, then GeoNames places.
 * Another city's localities are never this city's (Somajiguda is Hyderabad's, not Uppal's).
 */
function namedPointsNear(city: CityRow, cities: readonly CityRow[]): NamedPoint[] {
  const latSpan = CITY_RADIUS_KM / 110;
  const near = cities.filter(
    (c) => c.id !== city.id && Math.abs(c.lat - city.lat) <= latSpan && distanceKm(city, c) <= CITY_RADIUS_KM,
  );
  const own = new Set(CURATED_LOCALITIES.filter((l) => l.cityId === city.id).map((l) => l.id));
  const others = new Set(CURATED_LOCALITIES.filter((l) => l.cityId !== city.id).map((l) => l.id));
  return [...near.filter((c) => own.has(c.id)), ...near.filter((c) => !own.has(c.id) && !others.has(c.id))].map((c) => ({ name: c.name, lat: c.lat, lng: c.lng }));
}

function tierOf(city: CityRow, metros: Set<number>): number {
  if (metros.has(city.id)) return 1;
  if (city.population >= 1_000_000 || CITY_CHARACTER[city.id]) return 2;
  return 3;
}

function characterOf(city: CityRow): Character {
  return CITY_CHARACTER[city.id] ?? (city.tier === 1 ? 'metro' : 'city');
}

const PT_WEIGHTS: Record<Character, Partial<Record<PropertyType, number>>> = {
  beach: { RESORT: 30, HOTEL: 35, VILLA: 10, GUESTHOUSE: 10, INN: 5, APARTMENT: 5, RESIDENCE: 5 },
  hills: { RESORT: 20, HOTEL: 40, LODGE: 10, GUESTHOUSE: 15, INN: 5, VILLA: 5, RESIDENCE: 5 },
  heritage: { PALACE: 12, HOTEL: 45, GUESTHOUSE: 12, RESORT: 8, INN: 8, RESIDENCE: 10, LODGE: 5 },
  pilgrim: { HOTEL: 50, LODGE: 15, GUESTHOUSE: 15, INN: 10, RESIDENCE: 10 },
  metro: { HOTEL: 55, RESIDENCE: 10, APARTHOTEL: 8, APARTMENT: 7, INN: 8, GUESTHOUSE: 7, LODGE: 5 },
  city: { HOTEL: 60, RESIDENCE: 10, INN: 10, GUESTHOUSE: 8, LODGE: 8, APARTMENT: 4 },
};

interface RoomTemplate {
  name: string; category: string; maxAdults: number; maxChildren: number; factor: number; area: [number, number]; beds: Array<{ bc: number; bt: string }>;
}
const ROOM_TEMPLATES: RoomTemplate[] = [
  { name: 'Deluxe Room', category: 'Deluxe', maxAdults: 2, maxChildren: 2, factor: 1.25, area: [220, 300], beds: [{ bc: 1, bt: 'Queen Bed' }] },
  { name: 'Superior Twin Room', category: 'Superior', maxAdults: 2, maxChildren: 1, factor: 1.3, area: [230, 290], beds: [{ bc: 2, bt: 'Twin Bed' }] },
  { name: 'Premium Room', category: 'Premium', maxAdults: 2, maxChildren: 2, factor: 1.55, area: [260, 340], beds: [{ bc: 1, bt: 'King Bed' }] },
  { name: 'Family Room', category: 'Family', maxAdults: 2, maxChildren: 2, factor: 1.7, area: [340, 420], beds: [{ bc: 1, bt: 'Queen Bed' }, { bc: 1, bt: 'Sofa Bed' }] },
  { name: 'Executive Suite', category: 'Suite', maxAdults: 2, maxChildren: 2, factor: 2.3, area: [450, 650], beds: [{ bc: 1, bt: 'King Bed' }] },
];
const STANDARD: RoomTemplate = { name: 'Standard Room', category: 'Standard', maxAdults: 2, maxChildren: 1, factor: 1, area: [160, 220], beds: [{ bc: 1, bt: 'Double Bed' }] };
const SINGLE: RoomTemplate = { name: 'Single Room', category: 'Standard', maxAdults: 1, maxChildren: 0, factor: 0.75, area: [110, 140], beds: [{ bc: 1, bt: 'Single Bed' }] };
const VIEW: Partial<Record<Character, string>> = { beach: 'Sea View', hills: 'Valley View', heritage: 'Courtyard View' };

/** A hotel this near the shore of a coastal city may have sea words in its name, street and rooms. */
const SHORE_KM = 1.5;

function generateHotel(
  city: CityRow, id: string, site: Point & { km: number }, areaOf: (p: Point) => string, cityPlaces: PlaceRow[], names: Set<string>,
  arrival: Arrival, pins: PinDirectory, seed: number,
) {
  const r = rng(seed, 'hotel', id);
  const character = characterOf(city);
  const propertyType = r.weighted(PT_WEIGHTS[character]);
  const stars = Number(r.weighted(starWeights(propertyType, city.tier)));
  const { km, ...point } = site;
  const byTheSea = nearShore(city, point, SHORE_KM);
  const name = uniqueName(r, propertyType, byTheSea, placeCoresAt({ stateCode: city.stateCode, character, km, arrival }), names);
  const nearest = [...cityPlaces]
    .map((p) => ({ p, d: distanceKm(point, p) }))
    .sort((a, b) => a.d - b.d);
  // What a guest would visit (temples, parks, museums), not the nearest bus stop or ward office.
  const sights = nearest.filter(({ p }) => p.primaryType === 'tourist_attraction');
  const area = areaOf(point);
  const locality = km < 1.5 && !isNamedArea(city, area) ? 'City Centre' : area;
  const state = STATES[city.stateCode]!;
  const postalCode = pins.pinOf(city, locality, r);
  const phone = `+91 ${r.pick(['98', '97', '99', '94', '88', '70'])}${r.int(100, 999)} ${r.int(10000, 99999)}`;

  const facilities = pickAmenities(r, stars, propertyType);
  const roomTemplates = pickRoomTemplates(r, stars);
  const payLater = r.chance(0.7);
  const shuttle = facilities.includes('Airport Shuttle');
  const standardRate = r.between(...standardRateBand(stars, city.tier, propertyType, character !== 'metro' && character !== 'city'));
  const rooms: GeneratedRoomType[] = roomTemplates.map((t, k) =>
    generateRoomType(r, id, k + 1, t, { city, stars, type: propertyType, character, byTheSea, standardRate }, payLater, shuttle),
  );
  const freePickUp = rooms.some((room) => room.benefits.includes(AIRPORT_PICK_UP));
  const ratings = hotelRatingsOf(ratingSummary(reviewScores({ id, stars }, seed)));
  const language = STATE_LANGUAGE[city.stateCode] ?? 'Hindi';
  const attractions = sights.slice(0, 5).map(({ p, d }) => `${p.name}: ${d.toFixed(1)} km`).join('\n');
  const restaurant = facilities.includes('Restaurant');
  const description = JSON.stringify({
    headline: `${r.pick(['Well-placed', 'Friendly', 'Comfortable', 'Value', 'Popular', 'Quiet'])} ${stars}-star ${PT_LABEL[propertyType]} in ${locality}, ${city.name}`,
    location: `${name} is in ${locality}, ${km.toFixed(1)} km from the centre of ${city.name}, ${state.name}.${sights[0] ? ` ${sights[0].p.name} is ${sights[0].d.toFixed(1)} km away.` : ''}${arrivalSentence(arrival)}`,
    amenities: `Guests can use ${facilities.slice(0, 8).join(', ').toLowerCase()}.`,
    rooms: `${rooms.length} ${rooms.length === 1 ? 'room type' : 'room types'}, from the ${rooms[0]!.name} to the ${rooms[rooms.length - 1]!.name}. Rooms offer ${rooms[0]!.facilities.slice(0, 4).join(', ').toLowerCase()}.`,
    dining: restaurant
      ? `The in-house restaurant serves ${r.pick(['North Indian', 'South Indian', 'multi-cuisine', 'regional'])} food${stars >= 4 ? ' and a breakfast buffet' : ''}.`
      : 'Several restaurants are within walking distance; tea and snacks are available on request.',
    business_amenities: facilities.includes('Business Centre') || facilities.includes('Conference Room') ? 'Business centre, meeting room and free WiFi in public areas.' : 'Free WiFi in public areas.',
    onsite_payments: r.pick(['Cash, UPI, Visa, Mastercard, RuPay', 'UPI, Visa, Mastercard, American Express, Cash', 'Cash and UPI']),
    spoken_languages: language === 'Hindi' ? 'English, Hindi' : `English, Hindi, ${language}`,
    // Every hotel has a sight within 2.5 km (places.ts), so the list is never empty.
    attractions: `Distances are displayed to the nearest 0.1 km.\n${attractions}`,
    transport: arrivalLines(arrival).join('\n'),
  });
  // Drawn in the order the policy text always drew them, so every other generated value stays as it was.
  const coupleFriendly = r.chance(0.7);
  const localIdAccepted = r.chance(0.6);
  const extraBed = Math.round((standardRate * 0.25) / 100) * 100;
  const instructions: HotelRow['instructions'] = [
    {
      type: 'POLICIES',
      msg: `Check-in from 2 PM, check-out until 11 AM. A government-issued photo ID (Aadhaar, passport, driving licence or voter ID) is required for every adult at check-in. ${coupleFriendly ? 'Unmarried couples are welcome.' : 'Unmarried couples are not allowed.'} ${localIdAccepted ? 'Guests with a local ID are accepted.' : 'Guests with a local ID are not accepted.'} ${facilities.includes('Pet Friendly') ? 'Pets are allowed on request.' : 'Pets are not allowed.'}`,
    },
    { type: 'CHECKIN_INSTRUCTIONS', msg: 'The front desk is open 24 hours. Early check-in and late check-out depend on availability and may be charged. Please share your arrival time in the special requests.' },
    { type: 'FEES', msg: `Extra bed: ${formatRupees(extraBed)} per night. ${airportTransferText(shuttle, freePickUp)} ${facilities.includes('Parking') ? 'Parking is free.' : 'Street parking only.'}` },
    { type: 'INCLUSIONS', msg: `Free WiFi, daily housekeeping${stars >= 4 ? ', bottled water and a welcome drink' : ' and bottled water'}.` },
  ];
  const hotel: HotelRow = {
    id, cityId: city.id, name, stars, propertyType, lat: point.lat, lng: point.lng,
    addressLine: `${r.int(1, 250)}, ${r.pick(streetsOf(character, byTheSea))}`,
    addressLine2: `${locality}${nearest[0] && nearest[0].d < 2 ? `, near ${nearest[0].p.name}` : ''}`,
    locality, postalCode, phone, description, instructions, ratings,
    // The house rules the policy text states are facilities too, so the filters and badges can read them.
    facilities: [
      ...facilities,
      ...(coupleFriendly ? [houseRuleFacility('coupleFriendly')] : []),
      ...(localIdAccepted ? [houseRuleFacility('localId')] : []),
    ],
    imageCount: pictureCount({ id, facilities, propertyType }, rooms.length),
    panRequired: r.chance(stars === 5 ? 0.3 : 0.05),
    passportRequired: r.chance(0.03),
    payLater,
    arrival,
  };
  return { hotel, rooms };
}

/** The streets a hotel's address may be on: sea-front streets only by the sea, hill roads only in the hills. */
function streetsOf(character: Character, byTheSea: boolean): string[] {
  return [...STREETS, ...(byTheSea ? COASTAL_STREETS : []), ...(character === 'hills' ? HILL_STREETS : [])];
}

/** Where a hotel stands, as its name's place words need to know. */
interface NamePlace {
  stateCode: string;
  character: Character;
  km: number;
  arrival: Arrival;
}

/** Whether a place-named core fits a hotel there: every condition its rule sets holds. */
function placeRuleHolds(rule: PlaceRule, at: NamePlace): boolean {
  if (rule.states && !rule.states.includes(at.stateCode)) return false;
  if (rule.characters && !rule.characters.includes(at.character)) return false;
  if (rule.centreKm !== undefined && at.km > rule.centreKm) return false;
  if (rule.airportKm !== undefined && !(at.arrival.airport && at.arrival.airport.km <= rule.airportKm)) return false;
  if (rule.stationKm !== undefined && !(at.arrival.station && at.arrival.station.km <= rule.stationKm)) return false;
  return true;
}

/** The place-named cores that fit a hotel there. */
function placeCoresAt(at: NamePlace): string[] {
  return Object.entries(PLACE_NAME_CORES).filter(([, rule]) => placeRuleHolds(rule, at)).map(([core]) => core);
}

function uniqueName(r: Rng, pt: PropertyType, byTheSea: boolean, placeCores: readonly string[], names: Set<string>): string {
  const patterns = [...NAME_PATTERNS[pt]!, ...(byTheSea ? (COASTAL_NAME_PATTERNS[pt] ?? []) : [])];
  const cores = [...NAME_CORES, ...placeCores, ...(byTheSea ? COASTAL_NAME_CORES : [])];
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = r.pick(patterns).replace('{c}', r.pick(cores));
    if (!names.has(name)) {
      names.add(name);
      return name;
    }
  }
  const name = `${r.pick(patterns).replace('{c}', r.pick(cores))} ${names.size + 1}`;
  names.add(name);
  return name;
}

function pickAmenities(r: Rng, stars: number, pt: PropertyType): string[] {
  const must = ['Free WiFi', 'Air Conditioning', '24-hour Front Desk', 'Power Backup', 'CCTV'];
  if (stars >= 4) must.push('Restaurant', 'Room Service', 'Elevator', 'Laundry');
  if (stars === 5) must.push('Swimming Pool', 'Fitness Centre', 'Spa', 'Bar');
  if (pt === 'RESORT') must.push('Swimming Pool', 'Garden');
  const rest = HOTEL_AMENITIES.filter((a) => !must.includes(a));
  return [...new Set([...must, ...r.sample(rest, r.int(3, 8))])];
}

function pickRoomTemplates(r: Rng, stars: number): RoomTemplate[] {
  const count = stars === 3 ? r.int(2, 3) : stars === 4 ? r.int(2, 4) : r.int(3, 4);
  const first: RoomTemplate[] = stars === 3 && r.chance(0.3) ? [SINGLE, STANDARD] : stars === 5 ? [] : [STANDARD];
  const pool = stars === 3 ? ROOM_TEMPLATES.slice(0, 4) : ROOM_TEMPLATES;
  const picked = [...first, ...r.sample(pool, Math.max(0, count - first.length))];
  return picked.slice(0, Math.max(2, count)).sort((a, b) => a.factor - b.factor);
}

/** The room benefit that needs the hotel's airport shuttle. */
const AIRPORT_PICK_UP = 'Free airport pick-up';

/** The fees' airport line, as the hotel's shuttle and its rooms' benefits have it: never "no transfer" beside a free pick-up. */
function airportTransferText(shuttle: boolean, freePickUp: boolean): string {
  if (!shuttle) return 'No airport transfer.';
  return freePickUp ? 'Airport pick-up: free with rooms that include it, otherwise on request, charged.' : 'Airport transfer: on request, charged.';
}

interface RoomContext {
  city: CityRow;
  stars: number;
  type: PropertyType;
  character: Character;
  byTheSea: boolean;
  /** The hotel's standard-room rate, rupees (stars.ts). */
  standardRate: number;
}

function generateRoomType(r: Rng, hotelId: string, k: number, t: RoomTemplate, ctx: RoomContext, hotelPayLater: boolean, shuttle: boolean): GeneratedRoomType {
  const { city, stars, character } = ctx;
  // A sea view needs the sea in sight.
  const view = character === 'beach' && !ctx.byTheSea ? undefined : VIEW[character];
  const withView = view && k > 1 && r.chance(0.5);
  const baseRatePaise = Math.round((ctx.standardRate * t.factor * r.between(0.95, 1.05)) / 10) * 1000;
  const facilities = [...new Set([...ROOM_FACILITIES.slice(0, 3), ...r.sample(ROOM_FACILITIES.slice(3), r.int(2, 6)), ...(withView ? [view!] : [])])];
  const baseMeal: MealCode = stars === 3 ? (r.chance(0.5) ? 'RO' : 'BB') : r.chance(0.7) ? 'BB' : 'RO';
  const plans: RatePlan[] = [plan(r, baseMeal, true, hotelPayLater)];
  if (r.chance(0.5)) plans.push(plan(r, baseMeal, false, hotelPayLater));
  if (baseMeal === 'RO' && r.chance(0.5)) plans.push(plan(r, 'BB', true, hotelPayLater));
  const resort = ctx.type === 'RESORT';
  if (r.chance(resort || character === 'beach' || character === 'hills' ? 0.6 : 0.3)) {
    const upgrade = r.pick<MealCode>(resort ? ['HB', 'FB', 'AI'] : ['HB', 'DN', 'FB']);
    plans.push(plan(r, upgrade, true, hotelPayLater));
  }
  const unique = [...new Map(plans.map((p) => [p.code, p])).values()];
  return {
    id: `${hotelId}-${k}`,
    hotelId,
    position: k,
    name: withView ? `${t.name} with ${view}` : t.name,
    category: t.category,
    maxAdults: t.maxAdults,
    maxChildren: t.maxChildren,
    baseRatePaise,
    capacity: r.int(3, 12) + (city.tier === 1 ? 4 : 0),
    areaSqft: r.int(t.area[0], t.area[1]),
    beds: t.beds,
    facilities,
    benefits: r.sample(shuttle ? ROOM_BENEFITS : ROOM_BENEFITS.filter((b) => b !== AIRPORT_PICK_UP), r.int(1, 4)),
    services: r.sample(ROOM_SERVICES, r.int(2, 4)),
    plans: unique,
  };
}

function plan(r: Rng, meal: MealCode, refundable: boolean, hotelPayLater: boolean): RatePlan {
  return {
    code: planCodeOf(meal, refundable),
    partnerCode: partnerPlanCodeOf(meal, refundable),
    meal,
    refundable,
    freeCancelDays: refundable ? r.int(1, 3) : 0,
    payLater: refundable && hotelPayLater && r.chance(0.8),
  };
}


/** A curated locality or GeoNames place (not a generated neighbourhood name). */
function isNamedArea(city: CityRow, area: string): boolean {
  return CURATED_LOCALITIES.some((l) => l.cityId === city.id && l.name === area);
}


