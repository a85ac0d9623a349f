import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BookingFacts } from '../../../model/bookingStatus';

/** Which booking a status is about: its hotel, stay and id, and what holds for it now. */
export function BookingFactsBox({ booking, children }: { booking: BookingFacts; children?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="status-hotel" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} textAlign="left" w="full" data-testid="status-booking">
      <Heading as="h2" size="sm" id="status-hotel">
        {booking.hotelName}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {booking.address}
      </Text>
      <Text fontSize="sm">{booking.stay}</Text>
      <Text fontSize="sm" color="gray.700">
        Booking <span data-testid="status-booking-id">{booking.bookingId}</span>
      </Text>
      {children}
    </Box>
  );
}
