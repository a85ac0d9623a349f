import type { NormalisedSearchQuery, SearchQueryInput } from '../../../contract/searchQuery';
import { cityIdsOf, COLLECTIONS } from '../../db/seed/content/collections';
import { normaliseDestination } from '../../../domain/destinations';
import { badInput } from '../../http/apiError';
import type { Hotel, ReadModel } from '../catalogue/readModel';
import type { AllotmentSnapshots } from '../catalogue/allotmentSnapshots';
import type { CatalogueRepo, Remaining } from '../catalogue/repo';
import type { SearchStore, StoredSearch } from '../catalogue/searchStore';
import type { CallerSession } from '../session/service';
import { prepareStay, type Stay } from '../../../domain/stayPrice';
import { hotelBookings, leadOffer, offersFor, type Offer } from './offers';
import { defaultQuery, normaliseQuery } from './query';
import { placeHotels } from './answer';
import type { AnswerWriter, SearchAnswer } from './answerWriter';
import { hitJson, trendingAnswerJson } from './serialize';
import { noWishlist, wishlistFlag, type WishlistLookup } from './wishlist';

export interface SearchDeps {
  model: ReadModel;
  repo: CatalogueRepo;
  allotment: AllotmentSnapshots;
  store: SearchStore;
  /** Writes the answers: on the search thread, or on this one (answerWriter.ts). */
  writer: AnswerWriter;
  clock: () => Date;
  wishlistOf?: WishlistLookup;
}

const TRENDING = 12;

export type { SearchAnswer };

export function searchService({ model, repo, allotment: snapshots, store, writer, clock, wishlistOf = noWishlist }: SearchDeps) {

  /** The city a request means: `searchCriteria.city`, else a hotel city called exactly `cityName`. */
  function cityOf(query: NormalisedSearchQuery, cityName: string | undefined): number {
    if (query.searchCriteria.city !== undefined) return query.searchCriteria.city;
    const key = cityName ? normaliseDestination(cityName.split(',')[0] ?? '') : '';
    const match = key && model.citiesByPopulation.find((c) => c.hotelCount > 0 && c.key === key);
    if (match) return match.id;
    throw badInput('body.searchQuery.searchCriteria.city: required (a city id from the suggestions)');
  }

  /** A city's search reads its allotment snapshot; a region's, its cities' snapshots; a sub-place's, the rows of its hotels. */
  async function allotment(hotels: Hotel[], query: NormalisedSearchQuery, cityScope?: number, regionCities?: readonly number[]): Promise<Remaining> {
    if (cityScope !== undefined) return snapshots.ofCity(cityScope);
    if (regionCities) return mergedSnapshots(regionCities);
    return repo.allotmentOfHotels(hotels.map((h) => h.id), query.checkinDate, query.checkoutDate);
  }

  /** The snapshots of several cities as one (room type ids differ between cities). */
  async function mergedSnapshots(cityIds: readonly number[]): Promise<Remaining> {
    const merged: Remaining = new Map();
    for (const remaining of await Promise.all(cityIds.map((cityId) => snapshots.ofCity(cityId)))) {
      for (const [roomTypeId, nights] of remaining) merged.set(roomTypeId, nights);
    }
    return merged;
  }

  /** The allotment snapshot of each of the hotels' cities, by city. */
  async function citySnapshots(hotels: Hotel[]): Promise<Map<number, Remaining>> {
    const cityIds = [...new Set(hotels.map((h) => h.cityId))];
    const remaining = await Promise.all(cityIds.map((cityId) => snapshots.ofCity(cityId)));
    return new Map(cityIds.map((cityId, i) => [cityId, remaining[i]!]));
  }

  /**
   * Hotels as search answers them (JSON texts), priced for the default stay against their cities'
   * allotment snapshots, as search and detail price them; unknown ids left out, and sold-out
   * hotels too unless `keepSoldOut` (then with empty `pops` and `ops`). The home page asks for
   * the trending ones on every visit, so they are not read from the database each time.
   */
  async function cards(hotelIds: string[], session: CallerSession | null, keepSoldOut = false): Promise<string[]> {
    const hotels = hotelIds.flatMap((id) => model.hotels.get(id) ?? []);
    const query = defaultQuery(clock());
    const stay = prepareStay(query);
    const [booked, wishlisted] = await Promise.all([citySnapshots(hotels), wishlistOf(session)]);
    const search = store.create(query);
    return hotels.flatMap((hotel) => {
      const lead = leadOffer(hotel, stay, hotelBookings(hotel, booked.get(hotel.cityId)!));
      const flag = wishlistFlag(wishlisted, hotel.id);
      if (lead) return [hitJson({ hotel, lead, wishlisted: flag }, search.id, stay)];
      return keepSoldOut ? [`${hotel.hitHead},"pops":[],"ops":[],"wishlist":${flag}}`] : [];
    });
  }

  return {
    model,
    store,
    writer,
    /** The caller's wishlisted hotel ids (empty for guests); detail answers use it too. */
    wishlistOf,

    normalise: (input: SearchQueryInput, prefix?: string) => normaliseQuery(input, clock(), prefix),
    defaultQuery: () => defaultQuery(clock()),

    /**
     * POST /hotel-search-v2: the whole SUCCESS envelope as JSON (UTF-8 bytes), centred on the
     * searched place, each hotel with its lead option. Checked, stored and its allotment read
     * here; priced and written by `writer` (on the search thread when it runs). Its buffer is
     * lent: call `release` once nothing reads the bytes any more.
     */
    async search(input: { cityName?: string; searchQuery: SearchQueryInput }, session: CallerSession | null): Promise<SearchAnswer> {
      const query = normaliseQuery(input.searchQuery, clock());
      const placeId = cityOf(query, input.cityName);
      const { hotels, cityScope, regionCities } = placeHotels(model, placeId);
      const [remaining, wishlisted] = await Promise.all([allotment(hotels, query, cityScope, regionCities), wishlistOf(session)]);
      const search = store.create(query);
      const { checkinDate, checkoutDate, roomInfo, searchPreferences } = query;
      return writer.write({
        placeId,
        ratings: searchPreferences.ratings,
        ...(searchPreferences.hids ? { hids: searchPreferences.hids } : {}),
        stay: { checkinDate, checkoutDate, roomInfo },
        remaining,
        ...(cityScope !== undefined ? { snapshotOf: cityScope } : {}),
        wishlisted,
        searchId: search.id,
      });
    },

    /**
     * One hotel's bookable options for a stored search, priced. What is booked comes from its
     * city's allotment snapshot, as in search, so detail and the search it came from agree.
     */
    async priceHotel(hotel: Hotel, search: StoredSearch): Promise<{ stay: Stay; offers: Offer[] }> {
      const stay = prepareStay(search.query);
      const remaining = await snapshots.ofCity(hotel.cityId);
      return { stay, offers: offersFor(hotel, stay, hotelBookings(hotel, remaining)) };
    },

    cards,

    /** GET /trending-gateway: the best-rated hotel of each popular destination, default stay. */
    async trending(session: CallerSession | null): Promise<string> {
      return trendingAnswerJson(await cards(trendingIds(), session));
    },
  };

  /** The best-rated hotel of each popular destination (the first by id of those rated the same). */
  function trendingIds(): string[] {
    const popular = cityIdsOf(COLLECTIONS[0]);
    return popular
      .map((cityId) => bestRated(model.hotelsByCity.get(cityId) ?? []))
      .filter((h): h is Hotel => h !== undefined)
      .slice(0, TRENDING)
      .map((h) => h.id);
  }

  /** The read model lists a city's best rated first: the first of those by id. */
  function bestRated(cityHotels: Hotel[]): Hotel | undefined {
    let best = cityHotels[0];
    for (const hotel of cityHotels) {
      if (!best || hotel.ratingRank !== best.ratingRank) break;
      if (hotel.idRank < best.idRank) best = hotel;
    }
    return best;
  }
}
export type SearchService = ReturnType<typeof searchService>;
