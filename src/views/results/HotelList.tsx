import { Box, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { HotelHit } from '../../../contract/hotel';
import type { TermsClock } from '../../../machines/rules/leadTerms';
import type { PricedFor } from '../../../machines/rules/priceStatement';
import type { SearchedCentre } from '../../model/resultCard';
import { useLatest } from '../../live/useLatest';
import { useFirstScreen } from '../common/useFirstScreen';
import { HotelCard } from './HotelCard';

export interface HotelListProps {
  hotels: readonly HotelHit[];
  hotelSearchId: string | null;
  /** The nights and rooms the prices are for. */
  pricedFor: PricedFor;
  hasMore: boolean;
  /** Sent when the sentinel 100 px before the list end scrolls into view. */
  onSentinelSeen: () => void;
  renderWishlistHeart?: (hotel: HotelHit) => ReactNode;
  compact?: boolean;
  /** Off while another list of the same results is on top (the full-screen map). */
  paging?: boolean;
  /** The element the list scrolls in, when not the page (the full-screen map's list). */
  scrollRoot?: HTMLElement | null;
  /** The searched place, which cards give their distance from. */
  centre?: SearchedCentre | null;
  termsClock?: TermsClock | null;
}

/** Cards on a phone's first screen (one and a half), with some to spare: rendered before the others. */
const FIRST_SCREEN_CARDS = 3;

/**
 * The infinite list: 10 hotels at a time, more as the sentinel comes within 100 px of the end of
 * what the list scrolls in (the page, or `scrollRoot`). When it first shows, the first screen's
 * cards render first and the others after that paint.
 */
export function HotelList({ hotels, hotelSearchId, pricedFor, hasMore, onSentinelSeen, renderWishlistHeart, compact, paging = true, scrollRoot, centre = null, termsClock = null }: HotelListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const seen = useLatest(onSentinelSeen);
  const shown = useFirstScreen(hotels.length, FIRST_SCREEN_CARDS);
  // The sentinel waits for the whole page of cards: below only the first few, it would be in view
  // and ask for the next page at once.
  const complete = shown === hotels.length;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || !paging || !complete) return;
    // Observing again after each page makes a still-visible sentinel report again.
    // The margin only counts around the root: a list scrolling inside a box must name that box.
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && seen.current(), {
      root: scrollRoot ?? null,
      rootMargin: '100px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, paging, complete, hotels.length, scrollRoot, seen]);

  return (
    <Box>
      <Stack as="ul" listStyleType="none" spacing={4} aria-label="Hotels">
        {hotels.slice(0, shown).map((h, i) => (
          <Box as="li" key={h.id}>
            <HotelCard hotel={h} hotelSearchId={hotelSearchId} pricedFor={pricedFor} renderWishlistHeart={renderWishlistHeart} compact={compact} centre={centre} termsClock={termsClock} leading={i === 0} />
          </Box>
        ))}
      </Stack>
      <Box ref={sentinel} data-testid="list-sentinel" h="1px" />
      {hasMore && (
        <Box textAlign="center" py={4}>
          <Spinner size="sm" label="Loading more hotels" />
        </Box>
      )}
    </Box>
  );
}
