import { Box, Skeleton, Text } from '@chakra-ui/react';
import { collectionTitles } from '../../content/collections';
import { useTrendingHotels } from '../../live/trending';
import { HotelTile } from '../common/HotelTile';
import { Scroller } from './Scroller';

/** 'Trending Hotels': a scroller with arrows; each hotel opens its detail page in a new tab. */
export function TrendingSection() {
  const trending = useTrendingHotels();
  return (
    <Scroller title={collectionTitles.trending} id="trending-hotels" arrows>
      {trending.isPending &&
        Array.from({ length: 4 }, (_, i) => (
          <Box as="li" key={i} flexShrink={0}>
            <Skeleton w={{ base: '240px', md: '280px' }} h="300px" borderRadius="lg" />
          </Box>
        ))}
      {trending.error && (
        <Box as="li">
          <Text color="gray.600">Trending hotels could not be loaded. Please try again later.</Text>
        </Box>
      )}
      {trending.data?.map((h) => (
        <Box as="li" key={h.id} flexShrink={0}>
          <Box w={{ base: '240px', md: '280px' }} h="full">
            <HotelTile hotel={h} />
          </Box>
        </Box>
      ))}
    </Scroller>
  );
}
