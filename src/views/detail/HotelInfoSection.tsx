import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  List,
  ListItem,
  Stack,
  Tag,
  Text,
  Wrap,
  WrapItem,
} from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import type { HotelDetail } from '../../../contract/hotel';
import { houseRulesOf, withoutHouseRules } from '../../../domain/houseRules';
import { addressLine } from '../../model/address';
import { cheapestOption } from '../../model/cheapestOption';
import { AMENITY_CHIPS, BENEFITS_BEFORE_EXPAND, CHECK_IN_TEXT, CHECK_OUT_TEXT, galleryView } from '../../model/gallery';
import { plainText } from '../../model/plainText';
import { ratingLabel, reviewCountText } from '../../model/reviewsView';
import { optionView } from '../../model/roomOption';
import { StayPrice } from '../common/StayPrice';
import { onDemand, useOnceTrue } from '../common/onDemand';
import { Gallery } from './Gallery';
import { StarRating } from './StarRating';

/** The list of every amenity is a modal (Chakra's overlays), loaded the first time it opens. */
const { Component: AmenitiesModal, preload: preloadAmenities } = onDemand(() => import('./AmenitiesModal'), 'AmenitiesModal');

/**
 * Hotel info: gallery, name, stars, house-rule badges, address, guest score, price, benefits,
 * amenities, check-in and check-out. A house rule is a badge beside the stars, not an amenity chip
 * too.
 */
export function HotelInfoSection({ hotel, nights, wishlist }: { hotel: HotelDetail; nights: number; wishlist: ReactNode }) {
  const gallery = galleryView(hotel.img);
  const cheapest = cheapestOption(hotel.ops);
  const price = cheapest ? optionView(cheapest, nights) : null;
  const score = hotel.hotelRatings.userRating;
  return (
    <Stack spacing={5}>
      <Gallery gallery={gallery} hotelName={plainText(hotel.name)} illustrated={hotel.illustrated === true} />
      <Flex direction={{ base: 'column', md: 'row' }} gap={6} justify="space-between">
        <Stack spacing={2} flex="1" minW={0}>
          <HStack align="start" justify="space-between" spacing={3}>
            <Heading as="h1" size="lg" lineHeight="short">
              {plainText(hotel.name)}
            </Heading>
            <Box flexShrink={0} data-slot="wishlist-heart">
              {wishlist}
            </Box>
          </HStack>
          <HStack spacing={3} wrap="wrap">
            <StarRating rating={hotel.rt} />
            <Badge colorScheme="gray" textTransform="capitalize">
              {hotel.pt.toLowerCase()}
            </Badge>
            {houseRulesOf(hotel.fl).map((r) => (
              <Badge key={r.id} colorScheme="blue" variant="subtle" textTransform="none" fontWeight="600" data-testid="house-rule">
                {r.label}
              </Badge>
            ))}
            {score > 0 && (
              <Text fontSize="sm" color="gray.700" data-testid="hotel-score">
                <Box as="span" fontWeight="700" color="green.800">
                  {score.toFixed(1)}/5
                </Box>{' '}
                {ratingLabel(score)} · {reviewCountText(hotel.hotelRatings.reviewCount)}
              </Text>
            )}
          </HStack>
          <Text color="gray.700">{addressLine(hotel.ad)}</Text>
          <HStack spacing={4} fontSize="sm" color="gray.700" data-testid="check-times">
            <Text>{CHECK_IN_TEXT}</Text>
            <Text>{CHECK_OUT_TEXT}</Text>
          </HStack>
          {price && <Benefits items={price.benefits} />}
          <Amenities items={withoutHouseRules(hotel.fl).map(plainText).filter(Boolean)} />
        </Stack>
        {price && (
          <Box borderWidth="1px" borderRadius="lg" p={4} bg="white" minW={{ md: '240px' }} alignSelf="start" data-testid="hotel-price">
            <StayPrice price={price.price} size="lg" lead="From" />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}

function Benefits({ items }: { items: string[] }) {
  const [all, setAll] = useState(false);
  if (!items.length) return null;
  const shown = all ? items : items.slice(0, BENEFITS_BEFORE_EXPAND);
  return (
    <Box>
      <Heading as="h2" size="xs" mb={1}>
        Benefits
      </Heading>
      <List spacing={0.5} fontSize="sm" id="hotel-benefits">
        {shown.map((b) => (
          <ListItem key={b}>✓ {b}</ListItem>
        ))}
      </List>
      {items.length > BENEFITS_BEFORE_EXPAND && (
        <Button variant="link" size="sm" onClick={() => setAll(!all)} aria-expanded={all} aria-controls="hotel-benefits" mt={1}>
          {all ? 'Show fewer benefits' : `Show all ${items.length} benefits`}
        </Button>
      )}
    </Box>
  );
}

function Amenities({ items }: { items: string[] }) {
  const [open, setOpen] = useState(false);
  const shown = useOnceTrue(open);
  if (!items.length) return null;
  const more = items.length - AMENITY_CHIPS;
  return (
    <Box>
      <Heading as="h2" size="xs" mb={2}>
        Amenities
      </Heading>
      <Wrap spacing={2}>
        {items.slice(0, AMENITY_CHIPS).map((a) => (
          <WrapItem key={a}>
            <Tag size="md" variant="subtle" colorScheme="gray">
              {a}
            </Tag>
          </WrapItem>
        ))}
        {more > 0 && (
          <WrapItem>
            <Button size="xs" variant="outline" onClick={() => setOpen(true)} onPointerEnter={preloadAmenities} onFocus={preloadAmenities}>
              +{more} more amenities
            </Button>
          </WrapItem>
        )}
      </Wrap>
      {shown && (
        <Suspense fallback={null}>
          <AmenitiesModal items={items} isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
