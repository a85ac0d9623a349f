import { AspectRatio, Box, Flex, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { HotelHit } from '../../../contract/hotel';
import { hotelLinkWithStay } from '../../live/hotelDetailData';
import { addressLine } from '../../model/address';
import { tilePrice } from '../../model/priceDisplay';
import { starLabel } from '../../model/starRating';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ImageWithFallback } from './ImageWithFallback';

/**
 * A hotel as a tile (the trending scroller, the wishlist page): its picture with the wishlist
 * heart, its name opening the detail page in a new tab for the stay this tab searched, stars, its city and state (tiles list
 * hotels from all over India), and the price per night with the taxes and fees it includes, as
 * every card says it, when the hotel has one.
 */
export function HotelTile({ hotel }: { hotel: HotelHit }) {
  const image = hotel.img.find((i) => i.sz === 'Standard') ?? hotel.img[0];
  const stars = Math.round(hotel.rt);
  const price = tilePrice(hotel);
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
      <Box p={3}>
        <LinkOverlay href={hotelLinkWithStay(hotel.id)} isExternal fontWeight="700" noOfLines={1} display="block">
          {hotel.name}
        </LinkOverlay>
        <Text fontSize="sm" color="gray.600" noOfLines={2}>
          {addressLine(hotel.ad, 'city')}
        </Text>
        <Flex justify="space-between" align="baseline" mt={2} gap={2}>
          <Text fontSize="sm" color="brand.600" role="img" aria-label={starLabel(stars)}>
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
          </Text>
          {price && (
            <Box textAlign="right" data-testid="tile-price">
              <Text fontWeight="700">
                {price.amount}
                <Text as="span" fontSize="xs" fontWeight="normal" color="gray.600">
                  {' '}
                  / night
                </Text>
              </Text>
              <Text fontSize="xs" color="gray.700" data-testid="price-includes">
                {price.includes}
              </Text>
            </Box>
          )}
        </Flex>
      </Box>
    </LinkBox>
  );
}
