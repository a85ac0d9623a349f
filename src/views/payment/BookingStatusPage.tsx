import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { selectStatusBooking, selectStatusOutcome, selectStatusPhase } from '../../../machines/bookingStatus.selectors';
import { brand } from '../../../domain/brand';
import { statusPage, type StatusPage } from '../../model/bookingStatus';
import { bookingStatusInput, liveBookingStatusMachine } from '../../live/bookingStatus';
import { inspector } from '../../live/inspector';
import { loginForAccountPage } from '../../live/loginFlow';
import { useSession } from '../../live/session';
import { ConfirmedStatus } from './status/ConfirmedStatus';
import { FailedStatus } from './status/FailedStatus';
import { EndedStatus, HeldStatus, NotFoundStatus } from './status/BookingNotices';
import { StatusCard } from './status/StatusCard';

const TITLES: Record<StatusPage['kind'], string> = {
  loading: 'Your booking',
  notFound: 'Booking not found',
  confirmed: 'Booking confirmed',
  failed: 'Booking not completed',
  held: 'Awaiting payment',
  ended: 'Booking ended',
};

/**
 * `/booking-status?bookingId=`: where the check-status flow lands with its outcome, and a page that
 * can be reloaded, shared with a co-traveller on the same account, or opened later. The booking
 * read from the server decides what it says
 * (bookingStatus.machine.ts, src/model/bookingStatus.ts): confirmed, still held (until when, and
 * Try again), or ended; the spec's failure texts stay for a failed payment. Logged out, the login
 * opens over it and the booking shows after it (as an account page does); another traveller's
 * booking is not found. With no booking id at all it is the spec's page from the navigation
 * state (none is the failure page).
 */
export default function BookingStatusPage() {
  const { loggedIn } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const historyState = useHistoryState();
  const input = useMemo(() => bookingStatusInput(new URLSearchParams(search).get('bookingId'), historyState), [search, historyState]);
  const needsLogin = !!input.bookingId && !loggedIn;
  const asked = search ? `${location}?${search}` : location;
  useEffect(() => {
    if (needsLogin) loginForAccountPage(asked);
  }, [needsLogin, asked]);

  if (needsLogin) {
    return (
      <StatusCard label="booking-login">
        <Heading as="h1" size="lg">
          Your booking
        </Heading>
        <Text color="gray.700">Log in with the account the booking was made with to see it.</Text>
      </StatusCard>
    );
  }
  return <BookingStatus key={input.bookingId ?? 'none'} input={input} />;
}

function BookingStatus({ input }: { input: ReturnType<typeof bookingStatusInput> }) {
  const [start] = useState(input);
  const [snapshot, send] = useMachine(liveBookingStatusMachine, { input: start, inspect: inspector });
  const phase = selectStatusPhase(snapshot);
  const booking = selectStatusBooking(snapshot);
  const outcome = selectStatusOutcome(snapshot);
  const page = useMemo(() => statusPage({ phase, outcome, booking }), [phase, outcome, booking]);

  useEffect(() => {
    document.title = `${TITLES[page.kind]} | ${brand.name}`;
  }, [page.kind]);

  switch (page.kind) {
    case 'loading':
      return (
        <StatusCard label="booking-loading">
          <Stack align="center" spacing={3} py={6} aria-busy="true">
            <Spinner size="lg" color="brand.500" />
            <Text>Loading your booking...</Text>
          </Stack>
        </StatusCard>
      );
    case 'confirmed':
      return <ConfirmedStatus page={page} />;
    case 'failed':
      return <FailedStatus page={page} onReread={() => send({ type: 'booking.reread' })} />;
    case 'held':
      return <HeldStatus page={page} />;
    case 'ended':
      return <EndedStatus page={page} />;
    case 'notFound':
      return <NotFoundStatus bookingId={start.bookingId ?? ''} />;
  }
}
