import { Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { links, paths } from '../../../app/paths';
import type { StatusPage } from '../../../model/bookingStatus';
import { RefundList } from '../../common/RefundList';
import { BookingFactsBox } from './BookingFactsBox';
import { BookingsAndHome, StatusActions } from './StatusActions';
import { StatusCard } from './StatusCard';

/** Not paid yet, the rooms still held: until when, and Try again (the payment page of the booking). */
export function HeldStatus({ page }: { page: Extract<StatusPage, { kind: 'held' }> }) {
  return (
    <StatusCard label="booking-held" center>
      <Heading as="h1" size="lg" color="orange.800">
        {page.checkoutClosed ? 'Payment not completed' : 'Your booking awaits payment'}
      </Heading>
      <Text fontSize="lg" fontWeight="700" data-testid="status-hold">
        {page.hold}
      </Text>
      <Text color="gray.700">
        {page.checkoutClosed ? 'The payment was closed before it was made, so nothing was paid. ' : ''}
        Pay before then to confirm your booking; after that the rooms are released.
      </Text>
      <BookingFactsBox booking={page.booking} />
      <StatusActions>
        <Button as={Link} href={links.payment(page.booking.bookingId)} colorScheme="brand">
          Try again
        </Button>
        <Button as={Link} href={paths.userUpcoming} variant="outline" colorScheme="brand">
          My Bookings
        </Button>
      </StatusActions>
    </StatusCard>
  );
}

/** A booking cancelled or expired, opened after the fact: how it ended, and any refund. */
export function EndedStatus({ page }: { page: Extract<StatusPage, { kind: 'ended' }> }) {
  return (
    <StatusCard label="booking-ended" center>
      <Heading as="h1" size="lg">
        {page.title}
      </Heading>
      <Text data-testid="status-ended">{page.ended}</Text>
      {page.noRefund && <Text color="gray.700">{page.noRefund}</Text>}
      <RefundList refunds={page.refunds} />
      <BookingFactsBox booking={page.booking} />
      <BookingsAndHome bookings={paths.userCancelled} />
    </StatusCard>
  );
}

/** None of the traveller's bookings has this id: another account's booking is answered the same way. */
export function NotFoundStatus({ bookingId }: { bookingId: string }) {
  return (
    <StatusCard label="booking-not-found" center>
      <Heading as="h1" size="lg">
        We could not find this booking
      </Heading>
      <Text color="gray.700">
        None of your bookings has the reference {bookingId}. Check the link, or log in with the account the booking was made with.
      </Text>
      <BookingsAndHome />
    </StatusCard>
  );
}
