import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BookingCardView } from '../../model/bookingCard';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { RefundList } from '../common/RefundList';
import { StarRating } from '../detail/StarRating';

/**
 * One booking of the account's lists. Upcoming ones awaiting payment have Make Payment (to the
 * payment page for that booking), and upcoming ones may be cancelled; `actions` are the item's
 * other buttons (its voucher or invoice).
 */
export function BookingCard({
  booking,
  onCancel,
  onMakePayment,
  actions,
}: {
  booking: BookingCardView;
  onCancel?: () => void;
  onMakePayment?: () => void;
  actions?: ReactNode;
}) {
  const headingId = `booking-${booking.bookingId}`;
  return (
    <Box as="article" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="booking-card">
      <Flex direction={{ base: 'column', md: 'row' }}>
        <Box w={{ base: 'full', md: '200px' }} h={{ base: '140px', md: 'auto' }} minH={{ md: '150px' }} flexShrink={0}>
          <ImageWithFallback src={booking.imgUrl} alt={booking.hotelName} w="full" h="full" />
        </Box>
        <Stack spacing={1.5} p={{ base: 4, md: 5 }} flex="1" minW={0}>
          <Flex justify="space-between" align="start" gap={3} wrap="wrap">
            <Heading as="h2" size="sm" id={headingId}>
              {booking.hotelName}
            </Heading>
            <Badge colorScheme={booking.awaiting ? 'orange' : booking.cancelled ? 'red' : 'green'} data-testid="booking-status">
              {booking.status}
            </Badge>
          </Flex>
          {booking.stars > 0 && <StarRating rating={booking.stars} size={3} />}
          {booking.address && (
            <Text fontSize="sm" color="gray.700">
              {booking.address}
            </Text>
          )}
          <Text fontSize="sm">{booking.stay}</Text>
          <Text fontSize="sm">{[booking.party, booking.room].filter(Boolean).join(' · ')}</Text>
          {booking.guests && (
            <Text fontSize="sm" color="gray.700">
              {booking.guests}
            </Text>
          )}
          <HStack spacing={4} wrap="wrap" fontSize="sm">
            <Text>
              Booking <b>{booking.bookingId}</b>
            </Text>
            <Text>
              Total <b>{booking.total}</b>
            </Text>
            {booking.paidBy && <Text data-testid="paid-by">{booking.paidBy}</Text>}
          </HStack>
          {booking.deadline && (
            <Text fontSize="sm" fontWeight="700" color="orange.800" data-testid="booking-deadline">
              {booking.deadline}
            </Text>
          )}
          {booking.invoiceNote && (
            <Text fontSize="sm" color="gray.700" data-testid="invoice-note">
              {booking.invoiceNote}
            </Text>
          )}
          {booking.cancelled && (
            <Text fontSize="sm" data-testid="cancel-reason">
              {booking.cancelled.text}
              {booking.cancelled.noRefund && ` ${booking.cancelled.noRefund}`}
            </Text>
          )}
          <RefundList refunds={booking.refunds} />
          {((onMakePayment && booking.awaiting) || actions || (onCancel && booking.cancellation)) && (
            <HStack pt={1} spacing={3} wrap="wrap">
              {onMakePayment && booking.awaiting && (
                <Button size="sm" colorScheme="brand" onClick={onMakePayment}>
                  Make Payment
                </Button>
              )}
              {actions}
              {onCancel && booking.cancellation && (
                <Button size="sm" variant="outline" colorScheme="red" onClick={onCancel} aria-label={`Cancel booking ${booking.bookingId}`}>
                  Cancel booking
                </Button>
              )}
            </HStack>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
