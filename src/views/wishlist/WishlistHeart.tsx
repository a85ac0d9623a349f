import { Icon, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { memo } from 'react';
import { useWishlistHeart, type WishlistHeartProps } from '../../live/wishlistHeart';

const HEART = 'M12 21s-7.5-4.6-9.6-9.2C1 8.6 2.9 5 6.4 5c2 0 3.5 1.1 4.3 2.5h2.6C14.1 6.1 15.6 5 17.6 5 21.1 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z';

export type { WishlistHeartProps };

/**
 * The wishlist heart: one wishlist machine per heart. A real
 * `<button>` with `aria-pressed`; logged out, a click opens login and the add runs after it.
 * Props stay minimal: `{hotelId, hotelName, saved}` (`saved` = the hotel's wishlist flag).
 * `size` only changes the look.
 */
export const WishlistHeart = memo(function WishlistHeart({
  hotelId,
  hotelName,
  saved: savedFlag,
  size = 'sm',
}: WishlistHeartProps & { size?: IconButtonProps['size'] }) {
  const { saved, busy, canToggle, toggle } = useWishlistHeart({ hotelId, hotelName, saved: savedFlag });
  const label = saved ? `Remove ${hotelName} from wishlist` : `Save ${hotelName} to wishlist`;
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      size={size}
      isRound
      variant="solid"
      bg="whiteAlpha.900"
      _hover={{ bg: 'white' }}
      boxShadow="sm"
      color={saved ? 'red.600' : 'gray.700'}
      data-saved={saved}
      onClick={(e) => {
        // Hearts sit on cards that are links: the click is the heart's only.
        e.preventDefault();
        e.stopPropagation();
        if (canToggle) toggle();
      }}
      icon={
        <Icon viewBox="0 0 24 24" boxSize="1.1em" aria-hidden="true" focusable={false}>
          <path d={HEART} fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        </Icon>
      }
    />
  );
});
