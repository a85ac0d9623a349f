import type { NormalisedSearchQuery, SearchQueryInput } from '../../../contract/searchQuery';
import { cityIdsOf, COLLECTIONS } from '../../reference/collections';
import { normaliseDestination } from '../../../domain/destinations';
import { badInput } from '../../http/apiError';
import type { CatalogueStore, HotelEntry } from '../catalogue/store/catalogueStore';
import { S_ID_RANK, S_RATING, SLOT_WORDS } from '../catalogue/store/layout';
import type { SearchStore, StoredSearch } from '../catalogue/searchStore';
import type { CallerSession } from '../session/service';
import { prepareStay, type Stay } from '../../rules/stayPrice';
import { leadOption, offersFor, stayScratch, type Offer, type Unsold } from './offers';
import { defaultQuery, normaliseQuery } from './query';
import type { AnswerWriter, SearchAnswer } from './answerWriter';
import type { NearPoint } from './answer';
import { namedPlacesOf } from '../cities/namedPlaces';
import { hitJson, soldOutJson, trendingAnswerJson } from './serialize';
import { noWishlist, type WishlistLookup } from './wishlist';

export interface SearchDeps {
  catalogue: CatalogueStore;
  store: SearchStore;
  /** Writes the answers: on the search thread, or on this one (answerWriter.ts). */
  writer: AnswerWriter;
  clock: () => Date;
  wishlistOf?: WishlistLookup;
}

const TRENDING = 12;

export type { SearchAnswer };

export function searchService({ catalogue, store, writer, clock, wishlistOf = noWishlist }: SearchDeps) {
  /** The city a request means: `searchCriteria.city`, else a hotel city called exactly `cityName`. */
  function cityOf(query: NormalisedSearchQuery, cityName: string | undefined): number {
    if (query.searchCriteria.city !== undefined) return query.searchCriteria.city;
    const key = cityName ? normaliseDestination(cityName.split(',')[0] ?? '') : '';
    const match = key && catalogue.places.citiesByPopulation.find((c) => c.hotelCount > 0 && c.key === key);
    if (match) return match.id;
    throw badInput('body.searchQuery.searchCriteria.city: required (a city id from the suggestions)');
  }

  /**
   * The place a search near an airport, station or landmark is centred on, or undefined for a
   * city's search; an id no place of that kind has is refused.
   */
  function nearOf(query: NormalisedSearchQuery): { point: NearPoint; cityId: number } | undefined {
    const near = query.searchCriteria.near;
    if (!near) return undefined;
    const place = namedPlacesOf(catalogue.places).find(near.kind, near.id);
    if (!place) throw badInput(`body.searchQuery.searchCriteria.near.id: no ${near.kind} has the id "${near.id}" (use a place from the suggestions)`);
    return { point: { kind: place.kind, id: place.id, name: place.name, lat: place.lat, lng: place.lng }, cityId: place.city.id };
  }

  /** The slots of the hotels with these ids (unknown ids left out). */
  const slotsOf = (ids: Iterable<string>) => [...ids].flatMap((id) => catalogue.slotOfHotel(id) ?? []);

  /**
   * Hotels as search answers them (JSON texts), priced for the default stay from their nights, as
   * search and detail price them; unknown ids left out, and sold-out hotels too unless
   * `keepSoldOut` (then with empty `pops` and `ops`). The home page asks for the trending ones on
   * every visit: they come from memory, not the database.
   */
  async function cards(hotelIds: string[], session: CallerSession | null, keepSoldOut = false): Promise<string[]> {
    const query = defaultQuery(clock());
    const stay = prepareStay(query);
    const wishlisted = await wishlistOf(session);
    const search = store.create(query);
    const scratch = stayScratch(stay);
    return hotelIds.flatMap((id) => {
      const slot = catalogue.slotOfHotel(id);
      const record = slot === undefined ? -1 : catalogue.recordOf(slot);
      if (slot === undefined || record < 0) return [];
      const lead = leadOption(catalogue, record, scratch);
      const flag = wishlisted.has(id);
      if (lead) return [hitJson(catalogue, { slot, record, rating: 0, idRank: 0, lead, wishlisted: flag }, search.id, stay)];
      return keepSoldOut ? [soldOutJson(catalogue, record, flag)] : [];
    });
  }

  return {
    catalogue,
    store,
    writer,
    /** The caller's wishlisted hotel ids (empty for guests); detail answers use it too. */
    wishlistOf,

    normalise: (input: SearchQueryInput, prefix?: string) => normaliseQuery(input, clock(), prefix),
    defaultQuery: () => defaultQuery(clock()),

    /**
     * POST /hotel-search-v2: the whole SUCCESS envelope as JSON (UTF-8 bytes), centred on the
     * searched place, each hotel with its lead option. Checked and stored here; priced and written
     * by `writer` (on the search thread when it runs). Its buffer is lent: call `release` once
     * nothing reads the bytes any more.
     */
    async search(input: { cityName?: string; searchQuery: SearchQueryInput }, session: CallerSession | null): Promise<SearchAnswer> {
      const query = normaliseQuery(input.searchQuery, clock());
      // Near a place, its hotels are those around it; `city` (a client's fallback) is not needed.
      const near = nearOf(query);
      const placeId = near ? (query.searchCriteria.city ?? near.cityId) : cityOf(query, input.cityName);
      const wishlisted = await wishlistOf(session);
      const search = store.create(query);
      const { checkinDate, checkoutDate, roomInfo, searchPreferences } = query;
      return writer.write({
        placeId,
        ratings: searchPreferences.ratings,
        ...(searchPreferences.hids ? { hids: slotsOf(searchPreferences.hids) } : {}),
        stay: { checkinDate, checkoutDate, roomInfo },
        wishlisted: slotsOf(wishlisted),
        searchId: search.id,
        ...(near ? { near: near.point } : {}),
      });
    },

    /**
     * One hotel's bookable options for a stored search, priced from its nights as search prices
     * them, and the options it does not sell for that stay, with why.
     */
    priceHotel(entry: HotelEntry, search: StoredSearch): { stay: Stay; offers: Offer[]; unsold: Unsold[] } {
      const stay = prepareStay(search.query);
      return { stay, ...offersFor(catalogue, entry.record, entry.hotel, stay) };
    },

    cards,

    /** GET /trending-gateway: the best-rated hotel of each popular destination, default stay. */
    async trending(session: CallerSession | null): Promise<string> {
      return trendingAnswerJson(await cards(trendingIds(), session));
    },
  };

  /** The best-rated hotel of each popular destination (the first by id of those rated the same). */
  function trendingIds(): string[] {
    const { slots } = catalogue;
    const ids: string[] = [];
    for (const cityId of cityIdsOf(COLLECTIONS[0])) {
      const list = catalogue.hotelsOfCity(cityId);
      let best = -1;
      for (const slot of list) {
        if (best >= 0 && slots[slot * SLOT_WORDS + S_RATING] !== slots[best * SLOT_WORDS + S_RATING]) break;
        if (best < 0 || slots[slot * SLOT_WORDS + S_ID_RANK]! < slots[best * SLOT_WORDS + S_ID_RANK]!) best = slot;
      }
      const record = best < 0 ? -1 : catalogue.recordOf(best);
      if (record >= 0) ids.push(catalogue.hotelId(record));
      if (ids.length === TRENDING) break;
    }
    return ids;
  }
}
export type SearchService = ReturnType<typeof searchService>;
