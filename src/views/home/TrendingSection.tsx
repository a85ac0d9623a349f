import { AspectRatio, Box, Flex, LinkBox, LinkOverlay, Skeleton, Text } from '@chakra-ui/react';
import type { HotelHit } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { trendingHotels } from '../../api/trending';
import { collectionTitles } from '../../content/collections';
import { formatRupees } from '../../domain/money';
import { useLoad } from '../../live/useLoad';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { Scroller } from './Scroller';

function HotelCard({ hotel }: { hotel: HotelHit }) {
  const image = hotel.img.find((i) => i.sz === 'Standard') ?? hotel.img[0];
  const price = hotel.pops[0]?.tpc;
  return (
    <LinkBox as="article" w={{ base: '240px', md: '280px' }} h="full" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" _hover={{ boxShadow: 'md' }}>
      <Box position="relative">
        <AspectRatio ratio={4 / 3}>
          <ImageWithFallback src={image?.url ?? ''} alt="" width={320} height={240} />
        </AspectRatio>
        <Box position="absolute" top={2} right={2} zIndex={1}>
          <WishlistHeart hotelId={hotel.id} hotelName={hotel.name} saved={hotel.wishlist} />
        </Box>
      </Box>
      <Box p={3}>
        <LinkOverlay href={links.searchDetail(hotel.id)} isExternal fontWeight="700" noOfLines={1} display="block">
          {hotel.name}
        </LinkOverlay>
        <Text fontSize="sm" color="gray.600" noOfLines={1}>
          {hotel.ad.ctn}, {hotel.ad.state.name}
        </Text>
        <Flex justify="space-between" align="baseline" mt={2}>
          <Text fontSize="sm" color="brand.600" role="img" aria-label={`${hotel.rt} star hotel`}>
            {'★'.repeat(hotel.rt)}
          </Text>
          {price !== undefined && (
            <Text fontWeight="700">
              {formatRupees(price)}
              <Text as="span" fontSize="xs" fontWeight="normal" color="gray.600">
                {' '}
                / night
              </Text>
            </Text>
          )}
        </Flex>
      </Box>
    </LinkBox>
  );
}

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
            <HotelCard hotel={h} />
          </Box>
        ))}
    </Scroller>
  );
}
