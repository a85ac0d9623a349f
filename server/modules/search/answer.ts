/**
 * A search answer from the shared catalogue alone: the searched place's hotels, filtered, priced
 * for the stay from their nights, sorted and written as JSON bytes. Pure apart from the buffer it
 * writes into, so the search thread (answerThread.ts) and the request thread give the same bytes
 * for the same job.
 */
import type { NearPlaceKind, NormalisedSearchQuery } from '../../../contract/searchQuery';
import { roundKm } from '../../../domain/geo';
import { notFound } from '../../http/apiError';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';
import type { City } from '../catalogue/store/places';
import { S_ID_RANK, S_RATING, S_STARS, SLOT_WORDS } from '../catalogue/store/layout';
import { prepareStay } from '../../rules/stayPrice';
import { leadOption, stayScratch } from './offers';
import { isRegionId, regionsOf } from '../cities/regions';
import { hotelsWithin } from './nearHotels';
import { centreText, searchAnswerBytes, type PricedHit } from './serialize';

/** The place a search near an airport, station or landmark is centred on. */
export interface NearPoint {
  kind: NearPlaceKind;
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** Everything an answer depends on besides the catalogue: what the request thread hands over. */
export interface AnswerJob {
  /** A city with hotels, a sub-place (its hotels are those within 15 km), or a state or region (its cities' hotels). */
  placeId: number;
  ratings: number[];
  /** Only these hotels (their slots), when the search names some. */
  hids?: number[];
  stay: Pick<NormalisedSearchQuery, 'checkinDate' | 'checkoutDate' | 'roomInfo'>;
  /** The slots of the hotels the caller has saved. */
  wishlisted: number[];
  searchId: string;
  /** Searched near this place instead: the hotels within 15 km of it, nearest first. */
  near?: NearPoint;
}

/**
 * The place an id stands for and its hotels' slots: a city's own, those within 15 km of a
 * sub-place, or those of a state's or region's cities (`regionCities` set).
 */
export function placeHotels(view: CatalogueView, placeId: number): { place: City; slots: ArrayLike<number>; regionCities?: readonly number[] } {
  if (isRegionId(placeId)) {
    // A state or region: the hotels of all its cities.
    const region = regionsOf(view.places).byId.get(placeId);
    if (!region) throw notFound(`searchQuery.searchCriteria.city: no city, place or region with id ${placeId}`);
    const slots: number[] = [];
    for (const cityId of region.cityIds) for (const slot of view.hotelsOfCity(cityId)) slots.push(slot);
    return { place: region, slots, regionCities: region.cityIds };
  }
  const place = view.places.cities.get(placeId);
  if (!place) throw notFound(`searchQuery.searchCriteria.city: no city or place with id ${placeId}`);
  if (place.hotelCount > 0) return { place, slots: view.hotelsOfCity(place.id) };
  return { place, slots: hotelsNear(view, place.lat, place.lng) };
}

/** The slots of the hotels within 15 km of a point, best rated first, then by id. */
function hotelsNear(view: CatalogueView, lat: number, lng: number): number[] {
  const { slots: table } = view;
  return hotelsWithin(view, { lat, lng })
    .map((h) => h.slot)
    .sort((a, b) => table[b * SLOT_WORDS + S_RATING]! - table[a * SLOT_WORDS + S_RATING]! || table[a * SLOT_WORDS + S_ID_RANK]! - table[b * SLOT_WORDS + S_ID_RANK]!);
}

/** Which of a place's hotels a search asks for: a bit per star rating (bit 3 for 3 stars), and maybe only some hotels. */
interface HotelFilter {
  stars: number;
  hids?: ReadonlySet<number>;
}

const starBits = (ratings: readonly number[]) => ratings.reduce((bits, stars) => bits | (1 << stars), 0);

/**
 * The hotels `filter` asks for, priced for a stay with their lead option, as the answer writer
 * takes them; those without a bookable option are left out. Best rated first, then cheapest, then by id.
 */
export function priceHotels(view: CatalogueView, slots: ArrayLike<number>, filter: HotelFilter, stay: ReturnType<typeof prepareStay>, wishlisted: ReadonlySet<number>): PricedHit[] {
  const priced: PricedHit[] = [];
  const { stars, hids } = filter;
  const scratch = stayScratch(stay);
  const table = view.slots;
  for (let h = 0; h < slots.length; h++) {
    const slot = slots[h]!;
    if ((stars & (1 << table[slot * SLOT_WORDS + S_STARS]!)) === 0 || (hids && !hids.has(slot))) continue;
    const record = view.recordOf(slot);
    if (record < 0) continue;
    const lead = leadOption(view, record, scratch);
    if (lead) priced.push({ slot, record, rating: table[slot * SLOT_WORDS + S_RATING]!, idRank: table[slot * SLOT_WORDS + S_ID_RANK]!, lead, wishlisted: wishlisted.has(slot) });
  }
  return sortHits(priced);
}

/**
 * Best rated first, then cheapest, then by id, in place. Hits in rating order (as a city's list
 * has its hotels) need only each rating's hits ordered by price and id: an insertion sort, cheap
 * since a city lists a rating's hotels nearly by price and has a few dozen hotels of one rating.
 * Hits in any other order are sorted whole.
 */
export function sortHits(hits: PricedHit[]): PricedHit[] {
  if (!inRatingOrder(hits)) return hits.sort(compareHits);
  let ratingStart = 0;
  for (let i = 1; i < hits.length; i++) {
    const hit = hits[i]!;
    if (hit.rating !== hits[i - 1]!.rating) {
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
  for (let i = 1; i < hits.length; i++) if (hits[i - 1]!.rating < hits[i]!.rating) return false;
  return true;
}

function compareHits(a: PricedHit, b: PricedHit): number {
  return b.rating - a.rating || a.lead.tp - b.lead.tp || a.idRank - b.idRank;
}

/**
 * The hotels within 15 km of a searched place, priced as `priceHotels` prices them, nearest
 * first (then as `priceHotels` orders them), each with its distance rounded to 0.1 km.
 */
function priceNear(view: CatalogueView, near: NearPoint, filter: HotelFilter, stay: ReturnType<typeof prepareStay>, wishlisted: ReadonlySet<number>): PricedHit[] {
  const around = hotelsWithin(view, near);
  const kmOf = new Map(around.map((h) => [h.slot, h.km]));
  const hits = priceHotels(view, around.map((h) => h.slot), filter, stay, wishlisted);
  // A stable sort: hotels as far as each other keep priceHotels' order.
  const exact = (hit: PricedHit) => kmOf.get(hit.slot)!;
  hits.sort((a, b) => exact(a) - exact(b));
  for (const hit of hits) hit.km = roundKm(exact(hit));
  return hits;
}

/** The whole SUCCESS envelope of a search as UTF-8 bytes, written into a buffer from `take`. */
export function writeAnswer(view: CatalogueView, job: AnswerJob, take: (size: number) => Buffer): Buffer {
  const filter: HotelFilter = { stars: starBits(job.ratings), ...(job.hids ? { hids: new Set(job.hids) } : {}) };
  const stay = prepareStay(job.stay);
  if (job.near) {
    const { near } = job;
    const hits = priceNear(view, near, filter, stay, new Set(job.wishlisted));
    const centre = centreText(near.lat, near.lng);
    centre.near = { kind: near.kind, id: near.id, name: near.name, ...centreText(near.lat, near.lng) };
    return searchAnswerBytes(view, job.searchId, hits, stay, centre, take, view.textsMax);
  }
  const { place, slots, regionCities } = placeHotels(view, job.placeId);
  const hits = priceHotels(view, slots, filter, stay, new Set(job.wishlisted));
  const centre = centreText(place.lat, place.lng);
  if (regionCities) {
    centre.towns = regionCities.flatMap((id) => {
      const town = view.places.cities.get(id);
      return town ? [{ name: town.name, ...centreText(town.lat, town.lng) }] : [];
    });
  }
  return searchAnswerBytes(view, job.searchId, hits, stay, centre, take, view.textsMax);
}
