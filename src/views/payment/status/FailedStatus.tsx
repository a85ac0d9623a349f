import { Button, Divider, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { links, paths } from '../../../app/paths';
import { brand } from '../../../../domain/brand';
import type { StatusPage } from '../../../model/bookingStatus';
import { goBack } from '../../../live/history';
import { BookingFactsBox } from './BookingFactsBox';
import { StatusActions } from './StatusActions';
import { StatusCard } from './StatusCard';

type Failed = Extract<StatusPage, { kind: 'failed' }>;

/**
 * The failure page: "Sorry, your booking could not be completed!", "The payment for this
 * transaction has failed.", the advice to recheck the payment and contact support, and Back to
 * Payment (two history steps back). Added: the booking it was for, and how it ended; and, when the
 * booking could not be read, a way to read it again. A
 * payment refunded because the booking no longer held its rooms (a `late` payment) says so
 * instead of "failed". While the rooms are still held, the page leads with that and with Try
 * again: what matters most after a failed payment is that nothing is lost yet; the spec's texts
 * follow.
 */
export function FailedStatus({ page, onReread }: { page: Failed; onReread: () => void }) {
  const held = page.canPay && page.hold && page.booking ? { hold: page.hold, bookingId: page.booking.bookingId } : null;
  return (
    <StatusCard label="booking-failed" center>
      {held && (
        <>
          <Stack spacing={2} align="center" data-testid="held-first">
            <Heading as="h1" size="lg" color="orange.800">
              Your rooms are still held
            </Heading>
            <Text fontSize="lg" fontWeight="700" data-testid="status-hold">
              {held.hold}
            </Text>
            <Text color="gray.700">Pay before then to confirm your booking; after that the rooms are released.</Text>
            <Button as={Link} href={links.payment(held.bookingId)} colorScheme="brand" mt={2}>
              Try again
            </Button>
          </Stack>
          <Divider />
        </>
      )}
      <Heading as={held ? 'h2' : 'h1'} size={held ? 'md' : 'lg'} color="red.700">
        Sorry, your booking could not be completed!
      </Heading>
      {page.refund ? (
        <Stack spacing={2} data-testid="payment-refunded">
          <Heading as={held ? 'h3' : 'h2'} size={held ? 'sm' : 'md'}>
            {page.refund.title}
          </Heading>
          <Text fontSize="lg">{page.refund.text}</Text>
        </Stack>
      ) : (
        <Text fontSize="lg">The payment for this transaction has failed.</Text>
      )}
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
      {page.booking && (
        <BookingFactsBox booking={page.booking}>
          {page.hold && !held && (
            <Text fontWeight="700" color="orange.800" mt={2} data-testid="status-hold">
              {page.hold}
            </Text>
          )}
          {page.ended && (
            <Text fontWeight="600" mt={2} data-testid="status-ended">
              {page.ended}
            </Text>
          )}
        </BookingFactsBox>
      )}
      {page.canReread && (
        <Text color="gray.700" role="status">
          We could not check this booking just now.{' '}
          <Button variant="link" colorScheme="brand" onClick={onReread}>
            Check again
          </Button>
        </Text>
      )}
      <StatusActions>
        {page.canPay && page.booking && !held && (
          <Button as={Link} href={links.payment(page.booking.bookingId)} colorScheme="brand">
            Try again
          </Button>
        )}
        {/* Two steps back, past the payment page's checkout, to where the payment was started. */}
        <Button colorScheme="brand" variant={page.canPay ? 'outline' : 'solid'} onClick={() => goBack(2, paths.payment)}>
          Back to Payment
        </Button>
      </StatusActions>
    </StatusCard>
  );
}
