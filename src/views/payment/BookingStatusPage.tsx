import { Badge, Box, Button, Container, Divider, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../app/paths';
import { brand } from '../../../domain/brand';
import { bookingStatusView, readBookingStatusState } from '../../model/bookingStatus';
import { goBack } from '../../live/history';

/**
 * `/booking-status` (spec 001 §2 Booking-status page): the outcome the check-status flow
 * navigated here with. Success: "Booking confirmed successfully", the payment summary and the
 * way to My Bookings. Any other outcome, or no state at all: the failure texts and Back to
 * Payment, which goes back two history steps.
 */
export default function BookingStatusPage() {
  const historyState = useHistoryState();
  const view = useMemo(() => bookingStatusView(readBookingStatusState(historyState)), [historyState]);

  useEffect(() => {
    document.title = `${view.success ? 'Booking confirmed' : 'Booking not completed'} | ${brand.name}`;
  }, [view.success]);

  if (!view.success) {
    return (
      <Container maxW="2xl" px={{ base: 3, md: 6 }} py={{ base: 8, md: 14 }} minH="60vh">
        <Stack spacing={4} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} textAlign="center" align="center" data-testid="booking-failed">
          <Heading as="h1" size="lg" color="red.700">
            Sorry, your booking could not be completed!
          </Heading>
          <Text fontSize="lg">The payment for this transaction has failed.</Text>
          <Text color="gray.700">
            Please recheck your payment details and try again. If any amount was deducted from your account, please contact our support team at{' '}
            <ChakraLink href={`tel:${brand.supportPhone.tel}`} color="brand.700" fontWeight="600">
              {brand.supportPhone.display}
            </ChakraLink>{' '}
            or{' '}
            <ChakraLink href={`mailto:${brand.bookingsEmail}`} color="brand.700" fontWeight="600">
              {brand.bookingsEmail}
            </ChakraLink>
            .
          </Text>
          {/* Spec 001 §2: two steps back, past the payment page's checkout, to where the payment was started. */}
          <Button colorScheme="brand" onClick={() => goBack(2, paths.payment)}>
            Back to Payment
          </Button>
        </Stack>
      </Container>
    );
  }

  const rows: Array<[string, string | null]> = [
    ['Date', view.date],
    ['Reference number', view.reference],
    ['Amount', view.amount],
    ['Status', view.statusText],
  ];
  return (
    <Container maxW="2xl" px={{ base: 3, md: 6 }} py={{ base: 8, md: 14 }} minH="60vh">
      <Stack spacing={5} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} data-testid="booking-confirmed">
        <Stack spacing={2} textAlign="center" align="center">
          <Heading as="h1" size="lg" color="green.700">
            Booking confirmed successfully
          </Heading>
          <Text color="gray.700">Thank you for booking with {brand.name}! Your payment was received and your room is confirmed. We look forward to hosting you.</Text>
        </Stack>
        <Box as="section" aria-labelledby="payment-summary" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }}>
          <Flex justify="space-between" align="center" gap={3} wrap="wrap">
            <Heading as="h2" size="sm" id="payment-summary">
              Payment summary
            </Heading>
            <Badge colorScheme="green" data-testid="payment-badge">
              Payment Success
            </Badge>
          </Flex>
          {view.amount && (
            <Text fontSize="3xl" fontWeight="800" mt={2} data-testid="paid-amount">
              {view.amount}
            </Text>
          )}
          <Divider my={3} />
          <Stack as="dl" spacing={1.5} fontSize="sm">
            {rows
              .filter((row): row is [string, string] => !!row[1])
              .map(([label, value]) => (
                <Flex key={label} justify="space-between" gap={3}>
                  <Text as="dt" color="gray.700">
                    {label}
                  </Text>
                  <Text as="dd" fontWeight="600" textAlign="right" data-testid={`summary-${label.toLowerCase().replace(/ /g, '-')}`}>
                    {value}
                  </Text>
                </Flex>
              ))}
          </Stack>
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} spacing={3} justify="center" align="center">
          <Button as={Link} href={paths.userUpcoming} colorScheme="brand">
            My Bookings
          </Button>
          <ChakraLink as={Link} href={paths.home} color="brand.700" fontWeight="600">
            Go to Home
          </ChakraLink>
        </Stack>
      </Stack>
    </Container>
  );
}
