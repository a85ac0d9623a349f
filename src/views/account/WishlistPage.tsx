import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../live/session';
import { useSavedHotels } from '../../live/wishlist';
import { HotelTile } from '../common/HotelTile';

/** `/user/wishlist`: the saved hotels as cards; each opens its detail in a new tab. */
export function WishlistPage() {
  const { userId } = useSession();
  const saved = useSavedHotels(userId);
  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        Wishlist
      </Heading>
      {saved.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} spacing={5} role="group" aria-busy="true" aria-label="Loading your wishlist">
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
              <HotelTile hotel={hotel} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
