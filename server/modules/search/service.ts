import type { NormalisedSearchQuery, SearchQueryInput } from '../../../contract/searchQuery';
import { cityIdsOf, COLLECTIONS } from '../../db/seed/content/collections';
import { normaliseName } from '../../db/seed/content/cityNames';
import { CITY_RADIUS_KM } from '../../db/seed/generate';
import { distanceKm } from '../../db/seed/random';
import { badInput, notFound } from '../../http/apiError';
import type { Hotel, ReadModel } from '../catalogue/readModel';
import type { AllotmentSnapshots } from '../catalogue/allotmentSnapshots';
import type { CatalogueRepo, Remaining } from '../catalogue/repo';
import type { SearchStore, StoredSearch } from '../catalogue/searchStore';
import type { CallerSession } from '../session/service';
import { offersFor, prepareStay, searchOffers, type Offer, type Stay } from './offers';
import { defaultQuery, normaliseQuery } from './query';
import { answerBuffers } from './answerBuffers';
import { centreText, hitJson, searchAnswerBytes, trendingAnswerJson, type PricedHit } from './serialize';
import { noWishlist, wishlistFlag, type WishlistLookup } from './wishlist';

export interface SearchDeps {
  model: ReadModel;
  repo: CatalogueRepo;
  allotment: AllotmentSnapshots;
  store: SearchStore;
  clock: () => Date;
  wishlistOf?: WishlistLookup;
}

const TRENDING = 12;

/** A search answer's bytes, and what gives its buffer back once the answer is sent. */
export interface SearchAnswer {
  bytes: Buffer;
  release(): void;
}

export function searchService({ model, repo, allotment: snapshots, store, clock, wishlistOf = noWishlist }: SearchDeps) {
  const buffers = answerBuffers();

  /** The hotels a city id stands for: a city's own, or those within 15 km of a sub-place. */
  function hotelsOf(cityId: number): { hotels: Hotel[]; cityScope?: number } {
    const city = model.cities.get(cityId);
    if (!city) throw notFound(`searchQuery.searchCriteria.city: no city or place with id ${cityId}`);
    if (city.hotelCount > 0) return { hotels: model.hotelsByCity.get(city.id) ?? [], cityScope: city.id };
    const latSpan = CITY_RADIUS_KM / 111;
    const lngSpan = latSpan / Math.cos((city.lat * Math.PI) / 180);
    const hotels = model.hotelList.filter(
      (h) => Math.abs(h.lat - city.lat) <= latSpan && Math.abs(h.lng - city.lng) <= lngSpan && distanceKm(city.lat, city.lng, h.lat, h.lng) <= CITY_RADIUS_KM,
    );
    return { hotels };
  }

  /** The city a request means: `searchCriteria.city`, else a hotel city called exactly `cityName`. */
  function cityOf(query: NormalisedSearchQuery, cityName: string | undefined): number {
    if (query.searchCriteria.city !== undefined) return query.searchCriteria.city;
    const key = cityName ? normaliseName(cityName.split(',')[0] ?? '') : '';
    const match = key && model.citiesByPopulation.find((c) => c.hotelCount > 0 && c.key === key);
    if (match) return match.id;
    throw badInput('body.searchQuery.searchCriteria.city: required (a city id from the suggestions)');
  }

  /** A city's search reads its allotment snapshot; a sub-place's, the rows of its hotels. */
  async function allotment(hotels: Hotel[], stay: Stay, cityScope?: number): Promise<Remaining> {
    return cityScope !== undefined ? snapshots.ofCity(cityScope) : repo.allotmentOfHotels(hotels.map((h) => h.id), stay.checkin, stay.checkout);
  }

  /**
   * Hotels priced for a stay, as the answer writer takes them; those without a bookable option
   * are left out. Best rated first, then cheapest, then by id (sort keys read once per hotel).
   */
  function price(hotels: Hotel[], stay: Stay, remaining: Remaining, wishlisted: ReadonlySet<string>): PricedHit[] {
    const priced: Array<PricedHit & { rating: number; from: number; id: string }> = [];
    for (const hotel of hotels) {
      const offers = searchOffers(hotel, stay, remaining);
      if (offers.length > 0) {
        priced.push({ hotel, offers, wishlisted: wishlistFlag(wishlisted, hotel.id), rating: hotel.ratings.userRating, from: offers[0]!.tp, id: hotel.id });
      }
    }
    return priced.sort((a, b) => b.rating - a.rating || a.from - b.from || (a.id < b.id ? -1 : 1));
  }

  /**
   * Hotels as search answers them (JSON texts), priced for the default stay; unknown ids left
   * out, and sold-out hotels too unless `keepSoldOut` (then with empty `pops` and `ops`).
   */
  async function cards(hotelIds: string[], session: CallerSession | null, keepSoldOut = false): Promise<string[]> {
    const hotels = hotelIds.flatMap((id) => model.hotels.get(id) ?? []);
    const query = defaultQuery(clock());
    const stay = prepareStay(query);
    const [remaining, wishlisted] = await Promise.all([repo.allotmentOfHotels(hotels.map((h) => h.id), stay.checkin, stay.checkout), wishlistOf(session)]);
    const search = store.create(query);
    return hotels.flatMap((hotel) => {
      const offers = searchOffers(hotel, stay, remaining);
      const flag = wishlistFlag(wishlisted, hotel.id);
      if (offers.length) return [hitJson({ hotel, offers, wishlisted: flag }, search.id, stay)];
      return keepSoldOut ? [`${hotel.hitHead},"pops":[],"ops":[],"wishlist":${flag}}`] : [];
    });
  }

  return {
    model,
    store,
    /** The caller's wishlisted hotel ids (empty for guests); detail answers use it too. */
    wishlistOf,

    normalise: (input: SearchQueryInput, prefix?: string) => normaliseQuery(input, clock(), prefix),
    defaultQuery: () => defaultQuery(clock()),

    /**
     * POST /hotel-search-v2: the whole SUCCESS envelope as JSON (UTF-8 bytes), centred on the
     * searched place. Its buffer is lent: call `release` once nothing reads the bytes any more.
     */
    async search(input: { cityName?: string; searchQuery: SearchQueryInput }, session: CallerSession | null): Promise<SearchAnswer> {
      const query = normaliseQuery(input.searchQuery, clock());
      const placeId = cityOf(query, input.cityName);
      const { hotels: inCity, cityScope } = hotelsOf(placeId);
      const place = model.cities.get(placeId)!;
      const ratings = new Set(query.searchPreferences.ratings);
      const hids = query.searchPreferences.hids ? new Set(query.searchPreferences.hids) : undefined;
      const hotels = inCity.filter((h) => ratings.has(h.stars) && (!hids || hids.has(h.id)));
      const stay = prepareStay(query);
      const [remaining, wishlisted] = await Promise.all([allotment(hotels, stay, cityScope), wishlistOf(session)]);
      const search = store.create(query);
      let lent: Buffer | undefined;
      const take = (size: number) => (lent = buffers.take(size));
      const bytes = searchAnswerBytes(search.id, price(hotels, stay, remaining, wishlisted), stay, centreText(place.lat, place.lng), take);
      const release = () => {
        if (lent) buffers.give(lent);
        lent = undefined;
      };
      return { bytes, release };
    },

    /** One hotel's options for a stored search, with the per-room breakdown. */
    async priceHotel(hotel: Hotel, search: StoredSearch): Promise<{ stay: Stay; offers: Offer[] }> {
      const stay = prepareStay(search.query);
      const remaining = await repo.allotmentOfHotels([hotel.id], stay.checkin, stay.checkout);
      return { stay, offers: offersFor(hotel, stay, remaining) };
    },

    cards,

    /** GET /trending-gateway: the best-rated hotel of each popular destination, default stay. */
    async trending(session: CallerSession | null): Promise<string> {
      return trendingAnswerJson(await cards(trendingIds(), session));
    },
  };

  function trendingIds(): string[] {
    const popular = cityIdsOf(COLLECTIONS[0]);
    return popular
      .map((cityId) => [...(model.hotelsByCity.get(cityId) ?? [])].sort((a, b) => b.ratings.userRating - a.ratings.userRating || (a.id < b.id ? -1 : 1))[0])
      .filter((h): h is Hotel => h !== undefined)
      .slice(0, TRENDING)
      .map((h) => h.id);
  }
}
export type SearchService = ReturnType<typeof searchService>;
