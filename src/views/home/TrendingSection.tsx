import { Box, Skeleton, Text } from '@chakra-ui/react';
import { trendingHotels } from '../../api/trending';
import { collectionTitles } from '../../content/collections';
import { useLoad } from '../../live/useLoad';
import { HotelTile } from '../common/HotelTile';
import { Scroller } from './Scroller';

/** 'Trending Hotels': a scroller with arrows; each hotel opens its detail page in a new tab. */
export function TrendingSection() {
  const data = useLoad(trendingHotels);
  return (
    <Scroller title={collectionTitles.trending} id="trending-hotels" arrows>
      {data.status === 'loading' &&
        Array.from({ length: 4 }, (_, i) => (
          <Box as="li" key={i} flexShrink={0}>
            <Skeleton w={{ base: '240px', md: '280px' }} h="300px" borderRadius="lg" />
          </Box>
        ))}
      {data.status === 'failed' && (
        <Box as="li">
          <Text color="gray.600">Trending hotels could not be loaded. Please try again later.</Text>
        </Box>
      )}
      {data.status === 'ready' &&
        data.data.map((h) => (
          <Box as="li" key={h.id} flexShrink={0}>
            <Box w={{ base: '240px', md: '280px' }} h="full">
              <HotelTile hotel={h} />
            </Box>
          </Box>
        ))}
    </Scroller>
  );
}
