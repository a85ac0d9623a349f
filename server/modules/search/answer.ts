/**
 * A search answer from the read model alone: the searched place's hotels, filtered, priced for the
 * stay against the booked allotment, sorted and written as JSON bytes. Pure apart from the buffer
 * it writes into, so the search thread (answerThread.ts) and the request thread give the same
 * bytes for the same job.
 */
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import { CITY_RADIUS_KM } from '../../db/seed/generate';
import { distanceKm } from '../../db/seed/random';
import { notFound } from '../../http/apiError';
import type { City, Hotel, ReadModel } from '../catalogue/readModel';
import type { Remaining } from '../catalogue/repo';
import { prepareStay, type Stay } from '../../../domain/stayPrice';
import { hotelBookings, leadOffer, type HotelBookings } from './offers';
import { isRegionId, regionHotels, regionsOf } from '../cities/regions';
import { centreText, searchAnswerBytes, type PricedHit } from './serialize';
import { wishlistFlag } from './wishlist';

/** Everything an answer depends on besides the catalogue: what the request thread hands over. */
export interface AnswerJob {
  /** A city with hotels, a sub-place (its hotels are those within 15 km), or a state or region (its cities' hotels). */
  placeId: number;
  ratings: number[];
  hids?: string[];
  stay: Pick<NormalisedSearchQuery, 'checkinDate' | 'checkoutDate' | 'roomInfo'>;
  /** What is booked of the place's room types over the stay (see allotmentSnapshots.ts). */
  remaining: Remaining;
  /**
   * Set when `remaining` is this city's allotment snapshot: the same object for every search of
   * the city until the next snapshot is taken, so the search thread is sent it once, not with each
   * job (answerWriter.ts). A sub-place's `remaining` is read for its one search and sent with it.
   */
  snapshotOf?: number;
  wishlisted: ReadonlySet<string>;
  searchId: string;
}

/**
 * The place an id stands for and its hotels: a city's own (`cityScope` set), those within 15 km of
 * a sub-place, or those of a state's or region's cities (`regionCities` set).
 */
export function placeHotels(model: ReadModel, placeId: number): { place: City; hotels: Hotel[]; cityScope?: number; regionCities?: readonly number[] } {
  if (isRegionId(placeId)) {
    // A state or region: the hotels of all its cities.
    const region = regionsOf(model).byId.get(placeId);
    if (!region) throw notFound(`searchQuery.searchCriteria.city: no city, place or region with id ${placeId}`);
    return { place: region, hotels: regionHotels(model, region), regionCities: region.cityIds };
  }
  const place = model.cities.get(placeId);
  if (!place) throw notFound(`searchQuery.searchCriteria.city: no city or place with id ${placeId}`);
  if (place.hotelCount > 0) return { place, hotels: model.hotelsByCity.get(place.id) ?? [], cityScope: place.id };
  const latSpan = CITY_RADIUS_KM / 111;
  const lngSpan = latSpan / Math.cos((place.lat * Math.PI) / 180);
  const hotels = model.hotelList.filter(
    (h) => Math.abs(h.lat - place.lat) <= latSpan && Math.abs(h.lng - place.lng) <= lngSpan && distanceKm(place.lat, place.lng, h.lat, h.lng) <= CITY_RADIUS_KM,
  );
  return { place, hotels };
}

/** Which of a place's hotels a search asks for: a bit per star rating (bit 3 for 3 stars), and maybe only some hotels. */
export interface HotelFilter {
  stars: number;
  hids?: ReadonlySet<string>;
}

const starBits = (ratings: readonly number[]) => ratings.reduce((bits, stars) => bits | (1 << stars), 0);

/** What is booked of each of a place's hotels, in the order of its hotel list (`hotelBookings`); empty when nothing is. */
export type PlaceBookings = ReadonlyArray<HotelBookings | undefined>;

const NOTHING_BOOKED: PlaceBookings = [];

/** A city's snapshot serves all its searches until the next is taken: worked out hotel by hotel once. */
const snapshotBookings = new WeakMap<Remaining, PlaceBookings>();

/** What is booked of `hotels` (a place's list) as `priceHotels` reads it. */
function placeBookings(hotels: Hotel[], remaining: Remaining, isSnapshot: boolean): PlaceBookings {
  if (remaining.size === 0) return NOTHING_BOOKED;
  let booked = isSnapshot ? snapshotBookings.get(remaining) : undefined;
  if (!booked) {
    booked = hotels.map((hotel) => hotelBookings(hotel, remaining));
    if (isSnapshot) snapshotBookings.set(remaining, booked);
  }
  return booked;
}

/**
 * The hotels `filter` asks for, priced for a stay with their lead option, as the answer writer
 * takes them; those without a bookable option are left out. Best rated first, then cheapest, then by id.
 */
export function priceHotels(hotels: Hotel[], filter: HotelFilter, stay: Stay, booked: PlaceBookings, wishlisted: ReadonlySet<string>): PricedHit[] {
  const priced: PricedHit[] = [];
  const { stars, hids } = filter;
  for (let h = 0; h < hotels.length; h++) {
    const hotel = hotels[h]!;
    if ((stars & (1 << hotel.stars)) === 0 || (hids && !hids.has(hotel.id))) continue;
    const lead = leadOffer(hotel, stay, booked[h]);
    if (lead) priced.push({ hotel, lead, wishlisted: wishlistFlag(wishlisted, hotel.id) });
  }
  return sortHits(priced);
}

/**
 * Best rated first, then cheapest, then by id, in place. Hits in rating order (as the read model
 * lists hotels: see `hotelList`) need only each rating's hits ordered by price and id: an
 * insertion sort, cheap since the read model lists a rating's hotels nearly by price and a city
 * has a few dozen hotels of one rating. Hits in any other order are sorted whole.
 */
export function sortHits(hits: PricedHit[]): PricedHit[] {
  if (!inRatingOrder(hits)) return hits.sort(compareHits);
  let ratingStart = 0;
  for (let i = 1; i < hits.length; i++) {
    const hit = hits[i]!;
    if (hit.hotel.ratingRank !== hits[i - 1]!.hotel.ratingRank) {
      ratingStart = i;
      continue;
    }
    let j = i - 1;
    while (j >= ratingStart && compareHits(hits[j]!, hit) > 0) {
      hits[j + 1] = hits[j]!;
      j--;
    }
    hits[j + 1] = hit;
  }
  return hits;
}

function inRatingOrder(hits: PricedHit[]): boolean {
  for (let i = 1; i < hits.length; i++) if (hits[i - 1]!.hotel.ratingRank > hits[i]!.hotel.ratingRank) return false;
  return true;
}

function compareHits(a: PricedHit, b: PricedHit): number {
  return a.hotel.ratingRank - b.hotel.ratingRank || a.lead.price.tp - b.lead.price.tp || a.hotel.idRank - b.hotel.idRank;
}

/** The whole SUCCESS envelope of a search as UTF-8 bytes, written into a buffer from `take`. */
export function writeAnswer(model: ReadModel, job: AnswerJob, take: (size: number) => Buffer): Buffer {
  const { place, hotels, regionCities } = placeHotels(model, job.placeId);
  const filter: HotelFilter = { stars: starBits(job.ratings), ...(job.hids ? { hids: new Set(job.hids) } : {}) };
  const stay = prepareStay(job.stay);
  const booked = placeBookings(hotels, job.remaining, job.snapshotOf !== undefined);
  const hits = priceHotels(hotels, filter, stay, booked, job.wishlisted);
  const centre = centreText(place.lat, place.lng);
  if (regionCities) {
    centre.towns = regionCities.flatMap((id) => {
      const town = model.cities.get(id);
      return town ? [{ name: town.name, ...centreText(town.lat, town.lng) }] : [];
    });
  }
  return searchAnswerBytes(job.searchId, hits, stay, centre, take, model.hitTextsMax);
}
