import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewResponseBody } from '../../../contract/booking';
import { plainText } from '../../model/plainText';
import { bedsLabel, plural } from '../../model/roomOption';
import { mealPlanLabel } from '../../../domain/mealPlan';
import { formatLocalDate } from '../../../domain/dateLabels';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { StarRating } from '../detail/StarRating';

/** The hotel and the stay being booked: picture, name, stars, address, dates (2 PM / 11 AM), nights, rooms and guests, the room. */
export function StaySummary({ review }: { review: ReviewResponseBody }) {
  const { hInfo, query, room, price } = review;
  const adults = query.roomInfo.reduce((n, r) => n + r.numberOfRooms * r.numberOfAdults, 0);
  const children = query.roomInfo.reduce((n, r) => n + r.numberOfRooms * r.numberOfChild, 0);
  const party = [plural(price.rooms, 'room'), plural(adults, 'adult'), children ? `${children} ${children === 1 ? 'child' : 'children'}` : null].filter(Boolean).join(', ');
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" aria-labelledby="stay-summary-heading" data-testid="stay-summary">
      <Flex direction={{ base: 'column', sm: 'row' }}>
        <Box w={{ base: 'full', sm: '220px' }} h={{ base: '160px', sm: 'auto' }} minH={{ sm: '160px' }} flexShrink={0} bg="gray.100">
          <ImageWithFallback src={hInfo.img} alt={plainText(hInfo.name)} w="full" h="full" objectFit="cover" />
        </Box>
        <Stack spacing={2} p={{ base: 4, md: 5 }} flex="1" minW={0}>
          <Heading as="h2" size="md" id="stay-summary-heading">
            {plainText(hInfo.name)}
          </Heading>
          <StarRating rating={hInfo.rt} />
          <Text fontSize="sm" color="gray.700">
            {[hInfo.adr, hInfo.city, hInfo.state, hInfo.postalCode].filter(Boolean).join(', ')}
          </Text>
          <HStack spacing={6} wrap="wrap" fontSize="sm">
            <Box>
              <Text color="gray.700">Check-in</Text>
              <Text fontWeight="700" data-testid="check-in">
                {formatLocalDate(query.checkinDate)}, 2 PM
              </Text>
            </Box>
            <Box>
              <Text color="gray.700">Check-out</Text>
              <Text fontWeight="700" data-testid="check-out">
                {formatLocalDate(query.checkoutDate)}, 11 AM
              </Text>
            </Box>
            <Box>
              <Text color="gray.700">Stay</Text>
              <Text fontWeight="700">{plural(price.nights, 'night')}</Text>
            </Box>
          </HStack>
          <Text fontSize="sm" data-testid="party">
            {party}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {[room.name, mealPlanLabel(room.mb), bedsLabel(room.beds)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
