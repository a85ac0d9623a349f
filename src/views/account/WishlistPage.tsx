import { AspectRatio, Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { HotelHit } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { starLabel } from '../../domain/starRating';
import { useSession } from '../../live/session';
import { useSavedHotels } from '../../live/wishlist';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { WishlistHeart } from '../wishlist/WishlistHeart';

/** `/user/wishlist` (spec 001 §2, §8): the saved hotels as cards; each opens its detail in a new tab. */
export function WishlistPage() {
  const { userId } = useSession();
  const saved = useSavedHotels(userId);
  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        Wishlist
      </Heading>
      {saved.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} spacing={5} aria-busy="true" aria-label="Loading your wishlist">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="280px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {saved.status === 'failed' && <Text color="gray.700">{saved.message}</Text>}
      {saved.status === 'ready' && saved.hotels.length === 0 && <Text color="gray.700">No hotels in your wishlist.</Text>}
      {saved.status === 'ready' && saved.hotels.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} spacing={5} aria-label="Saved hotels">
          {saved.hotels.map((hotel) => (
            <Box as="li" key={hotel.id}>
              <SavedHotelCard hotel={hotel} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SavedHotelCard({ hotel }: { hotel: HotelHit }) {
  const image = hotel.img.find((i) => i.sz === 'Standard') ?? hotel.img[0];
  const stars = Math.round(hotel.rt);
  return (
    <LinkBox as="article" h="full" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" _hover={{ boxShadow: 'md' }}>
      <Box position="relative">
        <AspectRatio ratio={4 / 3}>
          <ImageWithFallback src={image?.url ?? ''} alt="" width={320} height={240} />
        </AspectRatio>
        <Box position="absolute" top={2} right={2} zIndex={1}>
          <WishlistHeart hotelId={hotel.id} hotelName={hotel.name} saved={hotel.wishlist} />
        </Box>
      </Box>
      <Stack p={3} spacing={1}>
        <LinkOverlay href={links.searchDetail(hotel.id)} isExternal fontWeight="700" noOfLines={1} display="block">
          {hotel.name}
        </LinkOverlay>
        <Text fontSize="sm" color="orange.600" role="img" aria-label={starLabel(stars)}>
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
        </Text>
        <Text fontSize="sm" color="gray.600" noOfLines={2}>
          {[hotel.ad.adr, hotel.ad.adr2, hotel.ad.ctn].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    </LinkBox>
  );
}
