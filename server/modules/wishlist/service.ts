import { ApiError, notFound } from '../../http/apiError';
import { WISHLIST_MAX_HOTELS, wishlistMessages } from '../../../contract/wishlist';
import type { WishlistRepo } from './repo';
import type { SavedHotels } from './savedHotels';

/** A hotel as the search answer shows it (the catalogue module owns the exact shape). */
export type HotelCard = { id: string | number } & Record<string, unknown>;

/** What the wishlist needs from the hotel catalogue. */
export interface HotelCatalogue {
  /** Does a hotel with this id exist? */
  exists(hotelId: string): Promise<boolean>;
  /** These hotels as search answers them, in the order given; unknown ids are left out. */
  cards(hotelIds: string[]): Promise<HotelCard[]>;
}

/** `saved` is told of every change, so answers that flag saved hotels see it at once. */
export function wishlistService(repo: WishlistRepo, saved: SavedHotels, catalogue: HotelCatalogue, clock: () => Date) {
  return {
    async save(userId: string, hotelId: string) {
      if (!(await catalogue.exists(hotelId))) throw notFound(wishlistMessages.unknownHotel);
      if ((await repo.add(userId, hotelId, clock(), WISHLIST_MAX_HOTELS)) === 'full') throw new ApiError('conflict', wishlistMessages.full);
      saved.changed(userId);
      return { userId, hotelId, wishlisted: true };
    },
    /** Removes a saved hotel even if the catalogue dropped it since; an id never seen is a 404. */
    async remove(userId: string, hotelId: string) {
      const removed = await repo.remove(userId, hotelId);
      if (removed) saved.changed(userId);
      if (!removed && !(await catalogue.exists(hotelId))) throw notFound(wishlistMessages.unknownHotel);
      return { userId, hotelId, wishlisted: false };
    },
    /** `response.searchResult.his`: the saved hotels as search shows them, newest save first. */
    async retrieve(userId: string) {
      // Lists saved before the cap may hold more: the newest saves are shown.
      const ids = (await repo.hotelIds(userId)).slice(0, WISHLIST_MAX_HOTELS);
      const cards = ids.length ? await catalogue.cards(ids) : [];
      return { searchResult: { his: cards.map((hotel) => ({ ...hotel, wishlist: true as const })) } };
    },
  };
}
export type WishlistService = ReturnType<typeof wishlistService>;
