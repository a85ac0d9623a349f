import { useEffect, useState } from 'react';
import type { HotelHit } from '../../contract/hotel';
import { retrieveWishlist, wishlistFailureMessage } from '../api/wishlist';
import { onWishlistChanged } from './wishlistHeart';

export type SavedHotels =
  | { status: 'loading' }
  | { status: 'ready'; hotels: HotelHit[] }
  | { status: 'failed'; message: string };

/**
 * The user's saved hotels for the wishlist page (POST /retrieve-wishlist through the cache).
 * Read again after any heart changes the wishlist; the list on screen stays while it reloads.
 */
export function useSavedHotels(userId: string | null): SavedHotels {
  const [state, setState] = useState<SavedHotels>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => onWishlistChanged(() => setVersion((v) => v + 1)), []);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    retrieveWishlist(userId).then(
      (hotels) => live && setState({ status: 'ready', hotels }),
      (error: unknown) => live && setState({ status: 'failed', message: wishlistFailureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [userId, version]);
  return state;
}
