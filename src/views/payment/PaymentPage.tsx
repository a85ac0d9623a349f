import { Badge, Box, Button, Container, Divider, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../app/paths';
import { brand } from '../../../domain/brand';
import type { PaymentSummary } from '../../model/paymentState';
import { usePaymentBooking } from '../../live/payment';
import { useSession } from '../../live/session';
import { StayPrice } from '../common/StayPrice';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { PayAction } from './PayAction';
import { WaysToPay } from './WaysToPay';

/**
 * `/payment`: the booking the review page made, what is owed and how
 * long its rooms are held. It reads the navigation state, and the booking from the server (a
 * reload has only the `bookingId` of the URL). Without a logged-in user or a hotel: "Something
 * went wrong, please try again". A booking awaiting payment has the Pay action, and above it what
 * the checkout accepts (UPI, cards, netbanking, wallets).
 */
export default function PaymentPage() {
  const { userId } = useSession();
  const bookingId = new URLSearchParams(useSearch()).get('bookingId');
  const historyState = useHistoryState();
  const booking = usePaymentBooking({ userId, bookingId, historyState });

  useEffect(() => {
    document.title = `Payment | ${brand.name}`;
  }, []);

  return (
    <Container maxW="3xl" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }} minH="60vh">
      <Heading as="h1" size="lg" mb={{ base: 4, md: 6 }}>
        Payment
      </Heading>
      {booking.status === 'loading' && (
        <Stack align="center" spacing={3} py={10} aria-busy="true">
          <Spinner size="lg" color="brand.500" />
          <Text>Loading your booking...</Text>
        </Stack>
      )}
      {booking.status === 'failed' && (
        <Stack spacing={4} align="start">
          <Text fontSize="lg" role="alert">
            {booking.message}
          </Text>
          <Button as={Link} href={paths.home} variant="outline">
            Go to Home
          </Button>
        </Stack>
      )}
      {booking.status === 'ready' && userId && <BookingToPay booking={booking.summary} userId={userId} />}
    </Container>
  );
}

function BookingToPay({ booking, userId }: { booking: PaymentSummary; userId: string }) {
  return (
    <Stack spacing={5}>
      <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" as="section" aria-labelledby="payment-hotel" data-testid="payment-booking">
        <Flex direction={{ base: 'column', sm: 'row' }}>
          <Box w={{ base: 'full', sm: '200px' }} h={{ base: '150px', sm: 'auto' }} minH={{ sm: '150px' }} flexShrink={0}>
            <ImageWithFallback src={booking.imgUrl} alt={booking.hotelName} w="full" h="full" />
          </Box>
          <Stack spacing={1} p={{ base: 4, md: 5 }} minW={0}>
            <Heading as="h2" size="md" id="payment-hotel">
              {booking.hotelName}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {booking.address}
            </Text>
            <Text fontSize="sm">{booking.stay}</Text>
            <Text fontSize="sm">
              {booking.party} · {booking.roomType}
            </Text>
            {booking.guest && (
              <Text fontSize="sm" color="gray.700">
                {booking.guest}
              </Text>
            )}
            <Text fontSize="sm" color="gray.700">
              Booking {booking.bookingId}
            </Text>
          </Stack>
        </Flex>
      </Box>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} as="section" aria-labelledby="payment-amount">
        <Flex justify="space-between" align="start" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id="payment-amount">
            Amount due
          </Heading>
          <Badge colorScheme={booking.awaitingPayment ? 'orange' : 'gray'} data-testid="booking-status">
            {booking.statusText}
          </Badge>
        </Flex>
        <Text fontSize="3xl" fontWeight="800" data-testid="amount-due">
          {booking.amountDue}
        </Text>
        {booking.heldUntil && (
          <Text fontWeight="700" color="orange.800" data-testid="held-until">
            {booking.heldUntil}
          </Text>
        )}
        <Divider my={4} />
        <StayPrice price={booking.price} />
        <Stack spacing={1} as="dl" mt={3} fontSize="sm">
          {(
            [
              ['Base price', booking.breakup.base],
              ['Taxes & fees', booking.breakup.taxes],
              ['Total', booking.breakup.total],
            ] as const
          ).map(([label, amount]) => (
            <Flex key={label} justify="space-between">
              <Text as="dt">{label}</Text>
              <Text as="dd">{amount}</Text>
            </Flex>
          ))}
        </Stack>
      </Box>
      {booking.awaitingPayment && <WaysToPay />}
      {booking.awaitingPayment && <PayAction booking={booking} userId={userId} />}
    </Stack>
  );
}
