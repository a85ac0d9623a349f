/**
 * The static catalogue (cities, hotels, room types, rate plans) held in memory, loaded from the
 * database once at start. Search filters and prices from here and asks the database only for
 * the booked allotment. Static parts of a hotel's search answer are serialised once, here.
 */
import { MEAL_BASIS, mealPerAdultPaise, type MealCode, type Season } from '../../../src/domain/pricing';
import { NEXT_POPS_ENTRY } from '../search/serializedParts';
import { packRates, type RateSpan } from './rateTable';
import type { Database } from '../../db/database';
import type { PropertyType, RatePlan } from '../../db/seed/generate';
import { normaliseName } from '../../db/seed/content/cityNames';
import { seasonOf } from '../../db/seed/content/seasons';
import { hotelImages } from '../media/urls';
import { optionId } from '../search/optionId';

const EMPTY = Buffer.alloc(0);
const NO_RATES = new Float64Array(0);

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
  /** `fc` of its price options: meal basis first, then 3 of its distinctive facilities; one JSON text per plan. */
  fcJson: string[];
}

export interface Hotel extends RateSpan {
  id: string;
  cityId: number;
  city: City;
  name: string;
  stars: number;
  propertyType: PropertyType;
  lat: number;
  lng: number;
  addressLine: string;
  addressLine2: string;
  locality: string;
  postalCode: string;
  phone: string;
  description: string;
  facilities: string[];
  instructions: Array<{ type: 'POLICIES' | 'CHECKIN_INSTRUCTIONS' | 'FEES' | 'INCLUSIONS'; msg: string }>;
  ratings: {
    userRating: number; overallStay: number; foodQuality: number; amenities: number; maintenanceStatus: number;
    service: number; location: number; valueForMoney: number; ratingScore: number;
  };
  imageCount: number;
  panRequired: boolean;
  passportRequired: boolean;
  payLater: boolean;
  roomTypes: RoomType[];
  /**
   * Per option (room type then plan order; see `optionAt`), made once as UTF-8 bytes: what closes
   * its `pops` entry and opens the next (`,"fc":[...]},{"tpc":`; after the last entry the writer
   * steps back over the opening), and its option id after the search id, up to its price
   * (`-{hotelId}-{position}-{code}","tp":`).
   */
  popsTails: Buffer[];
  opsIdTails: Buffer[];
  /** The longest of its options' two texts together (sizes an answer's buffer). */
  optionTextMax: number;
  /** `{"id":...,"hotelRatings":{...}` : the search answer's static fields, without the closing brace. */
  hitHead: string;
  /** `hitHead` as UTF-8 bytes, made once: search answers are assembled from bytes. */
  hitHeadBytes: Buffer;
}

export interface ReadModel {
  cities: Map<number, City>;
  /** Every place, largest first (sub-places and suggestions draw from it). */
  citiesByPopulation: City[];
  hotels: Map<string, Hotel>;
  hotelList: Hotel[];
  hotelsByCity: Map<number, Hotel[]>;
  roomTypes: Map<string, RoomType>;
  loadedMs: number;
}

type CityTuple = [number, string, string, string, number, number, number, number, number];
type HotelTuple = [
  string, number, string, number, PropertyType, number, number, string, string, string, string, string, string,
  string[], Hotel['instructions'], Hotel['ratings'], number, boolean, boolean, boolean,
];
type RoomTuple = [
  string, string, number, string, string, number, number, number, number, number, RoomType['beds'], string[], string[], string[], RatePlan[],
];

/** One query per table, each answering one JSON text (far cheaper than row by row on PGlite). */
export async function loadReadModel(db: Database): Promise<ReadModel> {
  const t0 = performance.now();
  const json = async <T>(sql: string): Promise<T[]> => {
    const [row] = await db.rows<{ j: string | null }>(sql);
    return row?.j ? (JSON.parse(row.j) as T[]) : [];
  };
  const [cityRows, hotelRows, roomRows] = await Promise.all([
    json<CityTuple>(`select json_agg(json_build_array(id, name, state_code, state_name, latitude, longitude, population, tier, hotel_count) order by id)::text as j from cities`),
    json<HotelTuple>(`select json_agg(json_build_array(id, city_id, name, stars, property_type, latitude, longitude, address_line, address_line2,
      locality, postal_code, phone, description, facilities, instructions, ratings, image_count, pan_required, passport_required, pay_later) order by id)::text as j from hotels`),
    json<RoomTuple>(`select json_agg(json_build_array(id, hotel_id, position, name, category, max_adults, max_children, base_rate_paise, capacity,
      area_sqft, beds, facilities, benefits, services, plans) order by hotel_id, position)::text as j from room_types`),
  ]);

  const cities = new Map<number, City>();
  for (const [id, name, stateCode, stateName, lat, lng, population, tier, hotelCount] of cityRows) {
    cities.set(id, {
      id, name, stateCode, stateName, lat, lng, population, tier, hotelCount, season: seasonOf(id, stateCode), fullRegionName: `${name}, ${stateName}, India`, key: normaliseName(name),
    });
  }
  const roomsByHotel = new Map<string, RoomType[]>();
  const roomTypes = new Map<string, RoomType>();
  for (const [id, hotelId, position, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services, plans] of roomRows) {
    const withBasis = plans.map((p) => ({ ...p, mealBasis: MEAL_BASIS[p.meal as MealCode], mealPerAdultPaise: 0 }));
    const room: RoomType = {
      id, hotelId, position, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services,
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
      imageCount: t[16], panRequired: t[17], passportRequired: t[18], payLater: t[19], roomTypes: roomsByHotel.get(t[0]) ?? [],
      popsTails: [], opsIdTails: [], optionTextMax: 0, hitHead: '', hitHeadBytes: EMPTY, rateTable: NO_RATES, rateStart: 0, rateEnd: 0,
    };
    for (const room of hotel.roomTypes) {
      room.plans.forEach((plan, p) => {
        plan.mealPerAdultPaise = mealPerAdultPaise(plan.meal, hotel.stars);
        hotel.popsTails.push(Buffer.from(`,"fc":${room.fcJson[p]}}${NEXT_POPS_ENTRY}`, 'utf8'));
        hotel.opsIdTails.push(Buffer.from(`${optionId('', hotel.id, room.position, plan.code)}","tp":`, 'utf8'));
      });
    }
    hotel.optionTextMax = Math.max(0, ...hotel.popsTails.map((pops, i) => pops.length + hotel.opsIdTails[i]!.length));
    hotel.hitHead = JSON.stringify(staticHit(hotel)).slice(0, -1);
    hotel.hitHeadBytes = Buffer.from(hotel.hitHead, 'utf8');
    hotels.set(hotel.id, hotel);
    const list = hotelsByCity.get(city.id) ?? [];
    list.push(hotel);
    hotelsByCity.set(city.id, list);
  }
  for (const cityHotels of hotelsByCity.values()) packRates(cityHotels);
  return {
    cities,
    citiesByPopulation: [...cities.values()].sort((a, b) => b.population - a.population || a.id - b.id),
    hotels,
    hotelList: [...hotels.values()],
    hotelsByCity,
    roomTypes,
    loadedMs: Math.round(performance.now() - t0),
  };
}

/** Pictures a search answer carries per hotel (Standard size). */
export const HIT_IMAGES = 3;

/** The fields of a hotel in a search answer that do not depend on the query. */
export function staticHit(hotel: Hotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    rt: hotel.stars,
    pt: hotel.propertyType,
    img: hotelImages(hotel.id, hotel.imageCount, ['Standard']).slice(0, HIT_IMAGES),
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
