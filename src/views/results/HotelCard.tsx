import { Badge, Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Skeleton, SkeletonText, Text, useBreakpointValue } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { HotelHit } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { addressLine } from '../../model/address';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { cardBadges, cardPrice } from '../../model/priceDisplay';
import { cardRating, distanceText, FREE_CANCELLATION_BADGE, leadOffers, PAY_LATER_LINE, type SearchedCentre } from '../../model/resultCard';
import type { TermsClock } from '../../../machines/rules/leadTerms';
import { houseRulesOf } from '../../../domain/houseRules';
import type { PricedFor } from '../../../machines/rules/priceStatement';
import { StayPrice } from '../common/StayPrice';

/**
 * The card's picture: sized so nothing shifts, a placeholder when it fails. `eager`: loaded at
 * once, not as it nears the screen (the first card's is the results page's largest paint).
 */
export function HotelImage({ src, alt, eager = false }: { src: string | undefined; alt: string; eager?: boolean }) {
  return <ImageWithFallback src={src ?? ''} alt={alt} htmlWidth={400} htmlHeight={300} w="100%" h="100%" loading={eager ? 'eager' : 'lazy'} />;
}

export function Stars({ count }: { count: number }) {
  return (
    <HStack spacing={0} role="img" aria-label={`${count} star hotel`} color="brand.400">
      {Array.from({ length: count }, (_, i) => (
        <Box as="span" key={i} aria-hidden="true" fontSize="sm" lineHeight={1}>
          ★
        </Box>
      ))}
    </HStack>
  );
}

export interface HotelCardProps {
  hotel: HotelHit;
  hotelSearchId: string | null;
  /** The nights and rooms its price is for. */
  pricedFor: PricedFor;
  /** The wishlist heart for this hotel (the identity layer's WishlistHeart). */
  renderWishlistHeart?: (hotel: HotelHit) => ReactNode;
  compact?: boolean;
  /** The searched place: the card says how far the hotel is from its centre. */
  centre?: SearchedCentre | null;
  /** The stay and when its answer came: the lead option's free cancellation and pay later are read for them. */
  termsClock?: TermsClock | null;
  /** The list's first card, on the first screen: its picture loads at once. */
  leading?: boolean;
}

/** One result: opens the hotel detail in a new tab on wider screens, in the same tab on phones. */
export const HotelCard = memo(function HotelCard({ hotel, hotelSearchId, pricedFor, renderWishlistHeart, compact, centre = null, termsClock = null, leading = false }: HotelCardProps) {
  const price = cardPrice(hotel, pricedFor);
  const badges = cardBadges(hotel);
  const rating = cardRating(hotel);
  const distance = distanceText(hotel.gl, centre, hotel.km);
  const { freeCancellation, payLater } = leadOffers(hotel, termsClock);
  const houseRules = houseRulesOf(hotel.fl);
  const newTab = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return (
    <LinkBox
      as="article"
      data-testid="hotel-card"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      overflow="hidden"
      _hover={{ boxShadow: 'md' }}
      transition="box-shadow 0.15s"
    >
      <Flex direction={{ base: 'column', sm: compact ? 'column' : 'row' }}>
        <Box position="relative" w={{ base: '100%', sm: compact ? '100%' : '260px' }} flexShrink={0} h={compact ? '140px' : { base: '190px', sm: '200px' }}>
          <HotelImage src={hotel.img[0]?.url} alt={hotel.name} eager={leading} />
          {renderWishlistHeart && (
            <Box position="absolute" top={2} right={2} zIndex={1}>
              {renderWishlistHeart(hotel)}
            </Box>
          )}
        </Box>
        <Flex flex="1" p={4} gap={3} direction={{ base: 'column', md: compact ? 'column' : 'row' }} justify="space-between">
          <Box minW={0}>
            <Heading as="h2" size="sm" mb={1}>
              <LinkOverlay href={links.searchDetail(hotel.id, hotelSearchId ?? undefined)} isExternal={false} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {hotel.name}
              </LinkOverlay>
            </Heading>
            <Stars count={hotel.rt} />
            {rating && (
              <HStack spacing={2} mt={1} fontSize="sm" data-testid="card-rating">
                <Box as="span" bg="green.700" color="white" fontWeight="700" borderRadius="md" px={1.5} lineHeight="short">
                  {rating.score}
                </Box>
                <Text as="span" fontWeight="600" color="gray.800">
                  {rating.label}
                </Text>
                <Text as="span" color="gray.700">
                  ({rating.reviews})
                </Text>
              </HStack>
            )}
            <Text fontSize="sm" color="gray.600" mt={1} noOfLines={2}>
              {addressLine(hotel.ad)}
            </Text>
            {distance && (
              <Text fontSize="sm" color="gray.700" data-testid="card-distance">
                {distance}
              </Text>
            )}
            {(badges.length > 0 || freeCancellation || payLater || houseRules.length > 0) && (
              <HStack mt={2} spacing={2} flexWrap="wrap">
                {freeCancellation && (
                  <Badge colorScheme="teal" variant="subtle" textTransform="none" fontWeight="600">
                    {FREE_CANCELLATION_BADGE}
                  </Badge>
                )}
                {payLater && (
                  <Badge colorScheme="purple" variant="subtle" textTransform="none" fontWeight="600" data-testid="pay-later">
                    {PAY_LATER_LINE}
                  </Badge>
                )}
                {badges.map((b) => (
                  <Badge key={b} colorScheme="green" variant="subtle" textTransform="none" fontWeight="600">
                    {b}
                  </Badge>
                ))}
                {houseRules.map((r) => (
                  <Badge key={r.id} colorScheme="blue" variant="subtle" textTransform="none" fontWeight="600" data-testid="house-rule">
                    {r.label}
                  </Badge>
                ))}
              </HStack>
            )}
          </Box>
          <Box textAlign={{ base: 'left', md: compact ? 'left' : 'right' }} flexShrink={0}>
            {price === null ? (
              <Text fontWeight="600">Sold out</Text>
            ) : (
              <Box data-testid="hotel-price">
                <StayPrice price={price} showStay={false} />
              </Box>
            )}
          </Box>
        </Flex>
      </Flex>
    </LinkBox>
  );
});

export function HotelCardSkeleton() {
  return (
    <Flex bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" overflow="hidden" direction={{ base: 'column', sm: 'row' }} data-testid="hotel-card-skeleton">
      <Skeleton w={{ base: '100%', sm: '260px' }} h={{ base: '190px', sm: '200px' }} flexShrink={0} />
      <Box flex="1" p={4}>
        <Skeleton h="18px" w="60%" mb={3} />
        <SkeletonText noOfLines={3} spacing={3} />
      </Box>
    </Flex>
  );
}
