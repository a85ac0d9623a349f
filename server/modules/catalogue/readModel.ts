/**
 * The static catalogue (cities, hotels, room types, rate plans) held in memory, loaded from the
 * database once at start. Search filters and prices from here and asks the database only for
 * the booked allotment. Static parts of a hotel's search answer are serialised once, here.
 */
import { MEAL_BASIS, mealPerAdultPaise, type MealCode, type Season } from '../../../domain/pricing';
import { OPS_OPENING, POPS_OPENING } from '../search/serializedParts';
import { NO_TEXTS, packAnswerTexts, type HotelTextParts, type HotelTexts } from './answerTexts';
import type { Database } from '../../db/database';
import type { HotelRow, PropertyType, RatePlan } from '../../db/seed/generate';
import { normaliseDestination } from '../../../domain/destinations';
import { seasonOf } from '../../db/seed/content/seasons';
import { hotelImages } from '../media/urls';
import { optionId, SEARCH_ID_LENGTH } from '../search/optionId';

export interface City {
  id: number;
  name: string;
  stateCode: string;
  stateName: string;
  lat: number;
  lng: number;
  population: number;
  tier: number;
  hotelCount: number;
  /** When it is in demand (prices follow its season). */
  season: Season;
  /** `Mumbai, Maharashtra, India` */
  fullRegionName: string;
  /** Normalised name (lower case, no diacritics) for matching. */
  key: string;
}

export interface Plan extends RatePlan {
  /** `mb`: ROOM ONLY, BREAKFAST ... */
  mealBasis: string;
  /** The meal supplement per adult per night at this plan's hotel (its stars), paise; set once at load. */
  mealPerAdultPaise: number;
}

export interface RoomType {
  id: string;
  hotelId: string;
  position: number;
  name: string;
  category: string;
  maxAdults: number;
  maxChildren: number;
  baseRatePaise: number;
  capacity: number;
  areaSqft: number;
  beds: Array<{ bc: number; bt: string }>;
  facilities: string[];
  benefits: string[];
  services: string[];
  plans: Plan[];
  /** An imported room type's own photo (a `catalogue_photos` key), if it has one. */
  photo: string | null;
  /** `fc` of its price options: meal basis first, then 3 of its distinctive facilities; one JSON text per plan. */
  fcJson: string[];
}

/**
 * A hotel as search and detail read it: the seed's row with its city and rooms. Its fixed
 * search-answer texts (`HotelTexts`, answerTexts.ts) are packed per city.
 */
export interface Hotel extends HotelTexts, Omit<HotelRow, 'arrival'> {
  city: City;
  /** An imported hotel's photos (`catalogue_photos` keys) in gallery order; null for a generated hotel, drawn as illustrations. */
  photos: string[] | null;
  /** Loaded from an operator's file (npm run catalogue:import), not generated: it has no generated reviews or illustrations. */
  imported: boolean;
  roomTypes: RoomType[];
  /** `{"id":...,"hotelRatings":{...}` : the search answer's static fields, without the closing brace. */
  hitHead: string;
  /** Its place among all hotels by id, and its rating's among all ratings best first: search sorts by these. */
  idRank: number;
  ratingRank: number;
}

export interface ReadModel {
  cities: Map<number, City>;
  /** Every place, largest first (sub-places and suggestions draw from it). */
  citiesByPopulation: City[];
  hotels: Map<string, Hotel>;
  /**
   * All hotels, and each city's, best rated first, then cheapest room type first, then by id:
   * search answers list a rating's hotels by price, so they come nearly in order (answer.ts).
   */
  hotelList: Hotel[];
  hotelsByCity: Map<number, Hotel[]>;
  roomTypes: Map<string, RoomType>;
  /** The most bytes one hotel's fixed texts take in a search answer (`textsMax`): answers size their buffer with it. */
  hitTextsMax: number;
  loadedMs: number;
}

type CityTuple = [number, string, string, string, number, number, number, number, number];
type HotelTuple = [
  string, number, string, number, PropertyType, number, number, string, string, string, string, string, string,
  string[], Hotel['instructions'], Hotel['ratings'], number, boolean, boolean, boolean, string[] | null, string | null,
];
type RoomTuple = [
  string, string, number, string, string, number, number, number, number, number, RoomType['beds'], string[], string[], string[], RatePlan[], string | null,
];

/**
 * The catalogue's three tables as JSON texts, one query per table (far cheaper than row by row on
 * PGlite). The search thread builds its own copy of the model from the same texts.
 */
export interface CatalogueTexts {
  cities: string;
  hotels: string;
  rooms: string;
}

export async function readCatalogueTexts(db: Database): Promise<CatalogueTexts> {
  const json = async (sql: string): Promise<string> => (await db.rows<{ j: string | null }>(sql))[0]?.j ?? '[]';
  const [cities, hotels, rooms] = await Promise.all([
    json(`select json_agg(json_build_array(id, name, state_code, state_name, latitude, longitude, population, tier, hotel_count) order by id)::text as j from cities`),
    json(`select json_agg(json_build_array(id, city_id, name, stars, property_type, latitude, longitude, address_line, address_line2,
      locality, postal_code, phone, description, facilities, instructions, ratings, image_count, pan_required, passport_required, pay_later, photos, code) order by id)::text as j from hotels`),
    json(`select json_agg(json_build_array(id, hotel_id, position, name, category, max_adults, max_children, base_rate_paise, capacity,
      area_sqft, beds, facilities, benefits, services, plans, photo) order by hotel_id, position)::text as j from room_types`),
  ]);
  return { cities, hotels, rooms };
}

/** The read model of the catalogue texts: pure, so the same texts always give the same model. */
export function buildReadModel(texts: CatalogueTexts): ReadModel {
  const t0 = performance.now();
  const cityRows = JSON.parse(texts.cities) as CityTuple[];
  const hotelRows = JSON.parse(texts.hotels) as HotelTuple[];
  const roomRows = JSON.parse(texts.rooms) as RoomTuple[];

  const cities = new Map<number, City>();
  for (const [id, name, stateCode, stateName, lat, lng, population, tier, hotelCount] of cityRows) {
    cities.set(id, {
      id, name, stateCode, stateName, lat, lng, population, tier, hotelCount, season: seasonOf(id, stateCode), fullRegionName: `${name}, ${stateName}, India`, key: normaliseDestination(name),
    });
  }
  const roomsByHotel = new Map<string, RoomType[]>();
  const roomTypes = new Map<string, RoomType>();
  for (const [id, hotelId, position, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services, plans, photo] of roomRows) {
    const withBasis = plans.map((p) => ({ ...p, mealBasis: MEAL_BASIS[p.meal as MealCode], mealPerAdultPaise: 0 }));
    const room: RoomType = {
      id, hotelId, position, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services,
      photo: photo ?? null,
      plans: withBasis,
      fcJson: withBasis.map((p) => JSON.stringify([p.mealBasis, ...(facilities.length > 5 ? facilities.slice(3, 6) : facilities.slice(0, 3))])),
    };
    roomTypes.set(id, room);
    const list = roomsByHotel.get(hotelId) ?? [];
    list.push(room);
    roomsByHotel.set(hotelId, list);
  }
  const hotels = new Map<string, Hotel>();
  const hotelsByCity = new Map<number, Hotel[]>();
  for (const t of hotelRows) {
    const city = cities.get(t[1]);
    if (!city) continue;
    const hotel: Hotel = {
      id: t[0], cityId: t[1], city, name: t[2], stars: t[3], propertyType: t[4], lat: t[5], lng: t[6], addressLine: t[7], addressLine2: t[8],
      locality: t[9], postalCode: t[10], phone: t[11], description: t[12], facilities: t[13], instructions: t[14], ratings: t[15],
      imageCount: t[16], panRequired: t[17], passportRequired: t[18], payLater: t[19], photos: t[20] ?? null, imported: t[21] !== null, roomTypes: roomsByHotel.get(t[0]) ?? [],
      hitHead: '', texts: NO_TEXTS, textsAt: 0, textsMax: 0, idRank: 0, ratingRank: 0,
    };
    for (const room of hotel.roomTypes) for (const plan of room.plans) plan.mealPerAdultPaise = mealPerAdultPaise(plan.meal, hotel.stars);
    hotel.hitHead = JSON.stringify(staticHit(hotel)).slice(0, -1);
    hotels.set(hotel.id, hotel);
    const list = hotelsByCity.get(city.id) ?? [];
    list.push(hotel);
    hotelsByCity.set(city.id, list);
  }
  const hotelList = rankHotels([...hotels.values()]);
  for (const cityHotels of hotelsByCity.values()) {
    cityHotels.sort(inSearchOrder);
    packAnswerTexts(cityHotels, answerTextParts, SEARCH_ID_LENGTH);
  }
  return {
    cities,
    citiesByPopulation: [...cities.values()].sort((a, b) => b.population - a.population || a.id - b.id),
    hotels,
    hotelList,
    hotelsByCity,
    roomTypes,
    hitTextsMax: hotelList.reduce((max, hotel) => Math.max(max, hotel.textsMax), 0),
    loadedMs: Math.round(performance.now() - t0),
  };
}

/**
 * Sets each hotel's `idRank` (by id, as strings compare) and `ratingRank` (0 for the best user
 * rating); returns the hotels in search order.
 */
function rankHotels(hotels: Hotel[]): Hotel[] {
  [...hotels].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).forEach((hotel, i) => (hotel.idRank = i));
  const ratings = [...new Set(hotels.map((h) => h.ratings.userRating))].sort((a, b) => b - a);
  const rankOf = new Map(ratings.map((rating, i) => [rating, i]));
  for (const hotel of hotels) hotel.ratingRank = rankOf.get(hotel.ratings.userRating)!;
  return hotels.sort(inSearchOrder);
}

/**
 * An option's fixed terms as a search hit carries them (contract/hotel.ts `optionRef`), without
 * braces: the days before check-in that cancelling stays free (null when the plan is not
 * refundable) and whether the hotel and plan allow paying later. The client reads them for the
 * stay (domain/leadTerms.ts), as the detail's cancellation policy does (hotels/policy.ts).
 */
export const optionTermsJson = (hotel: Pick<Hotel, 'payLater'>, plan: Pick<Plan, 'refundable' | 'freeCancelDays' | 'payLater'>) =>
  `"fcd":${plan.refundable ? plan.freeCancelDays : null},"pl":${hotel.payLater && plan.payLater}`;

/**
 * A hotel's fixed texts in search answers, which carry one option per hotel: its static fields and
 * the opening of its `pops` entry; per option (room type then plan order), what
 * follows the option's prices up to its id, and its id after the search id, up to its price.
 */
function answerTextParts(hotel: Hotel): HotelTextParts {
  return {
    start: `${hotel.hitHead}${POPS_OPENING}`,
    options: hotel.roomTypes.flatMap((room) =>
      room.plans.map((plan, p) => ({ lead: `,"fc":${room.fcJson[p]}${OPS_OPENING}`, id: `${optionId('', hotel.id, room.position, plan.code)}",${optionTermsJson(hotel, plan)},"tp":` })),
    ),
  };
}

/**
 * Best rated first, then by the base rate of the cheapest room type, then by id. A hotel's lead
 * price mostly follows that rate, so a rating's priced hotels come nearly in price order, and
 * sorting an answer by price moves few of them (far fewer than from id order).
 */
function inSearchOrder(a: Hotel, b: Hotel): number {
  return a.ratingRank - b.ratingRank || cheapestRate(a) - cheapestRate(b) || a.idRank - b.idRank;
}

const cheapestRate = (hotel: Hotel) => hotel.roomTypes.reduce((least, room) => Math.min(least, room.baseRatePaise), Infinity);

/** Pictures a search answer carries per hotel (Standard size). */
export const HIT_IMAGES = 3;

/** The fields of a hotel in a search answer that do not depend on the query. */
export function staticHit(hotel: Hotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    rt: hotel.stars,
    pt: hotel.propertyType,
    img: hotelImages(hotel, ['Standard']).slice(0, HIT_IMAGES),
    ad: hotelAddress(hotel),
    gl: { lt: hotel.lat.toFixed(6), ln: hotel.lng.toFixed(6) },
    fl: hotel.facilities,
    hotelRatings: hotel.ratings,
  };
}

export function hotelAddress(hotel: Hotel) {
  return {
    adr: hotel.addressLine,
    adr2: hotel.addressLine2,
    city: { name: hotel.city.name },
    ctn: hotel.city.name,
    state: { name: hotel.city.stateName },
    country: { name: 'India' },
    postalCode: hotel.postalCode,
  };
}
