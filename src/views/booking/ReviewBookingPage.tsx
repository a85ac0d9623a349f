import { Box, Button, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  NO_ROOMS_TITLE,
  selectCanLogIn,
  selectCanPayLater,
  selectCanPayNow,
  selectCanRetry,
  selectEditable,
  selectForm,
  selectNewPrice,
  selectNotice,
  selectPageMessage,
  selectPayLaterOffered,
  selectPhase,
  selectPrice,
  selectProblems,
  selectReview,
  selectSubmitting,
} from '../../../machines/reviewBooking.selectors';
import { paths } from '../../app/paths';
import { brand } from '../../../domain/brand';
import { formNeeds } from '../../../domain/guestForm';
import { inspector } from '../../live/inspector';
import { liveReviewBookingMachine, reviewBookingInput } from '../../live/reviewBooking';
import { BookingActions } from './BookingActions';
import { BusinessSection } from './BusinessSection';
import { OtherGuestsSection } from './OtherGuestsSection';
import { PolicySection, PriceSection } from './PriceSection';
import { PrimaryGuestSection } from './PrimaryGuestSection';
import { SpecialRequestsSection } from './SpecialRequestsSection';
import { StaySummary } from './StaySummary';

/** `/review-booking/:hotelId/:opsId` (and the same path missing an id): one page and one machine per option. */
export default function ReviewBookingRoute({ params }: { params: { hotelId?: string; opsId?: string } }) {
  const hotelId = params.hotelId ?? '';
  const opsId = params.opsId ?? '';
  return <ReviewBookingPage key={`${hotelId}/${opsId}`} hotelId={hotelId} opsId={opsId} />;
}

function ReviewBookingPage({ hotelId, opsId }: { hotelId: string; opsId: string }) {
  const [input] = useState(() => reviewBookingInput(hotelId, opsId));
  const [snapshot, send] = useMachine(liveReviewBookingMachine, { input, inspect: inspector });
  const phase = selectPhase(snapshot);
  const review = selectReview(snapshot);
  const form = selectForm(snapshot);
  const price = useMemo(() => selectPrice(snapshot), [snapshot.context.review?.price]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    document.title = `Review your booking | ${brand.name}`;
  }, []);

  if (phase === 'noRooms') {
    return (
      <MessageScreen title={NO_ROOMS_TITLE} text={selectPageMessage(snapshot)}>
        <Button onClick={() => send({ type: 'review.wentBack' })}>Go Back</Button>
      </MessageScreen>
    );
  }
  if (phase === 'missingIds' || phase === 'failed' || phase === 'loginRequired') {
    return (
      <MessageScreen title="Review your booking" text={selectPageMessage(snapshot)}>
        {phase === 'failed' && selectCanRetry(snapshot) && <Button onClick={() => send({ type: 'review.retried' })}>Try again</Button>}
        {phase === 'loginRequired' && selectCanLogIn(snapshot) && <Button onClick={() => send({ type: 'login.retried' })}>Log in</Button>}
        <Button as={Link} href={paths.home} variant="outline">
          Go to Home
        </Button>
      </MessageScreen>
    );
  }
  if (phase !== 'ready' || !review || !form || !price) {
    return (
      <Container maxW="6xl" py={16} minH="60vh">
        <Stack align="center" spacing={3} aria-busy="true" aria-live="polite">
          <Spinner size="lg" color="brand.500" />
          <Text>{phase === 'leaving' ? 'Taking you on...' : 'Getting your booking ready...'}</Text>
        </Stack>
      </Container>
    );
  }

  const needs = formNeeds(review);
  const problems = selectProblems(snapshot);
  const disabled = !selectEditable(snapshot);
  return (
    <Container maxW="6xl" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }}>
      <Heading as="h1" size="lg" mb={{ base: 4, md: 6 }}>
        Review your booking
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 360px' }} gap={{ base: 4, md: 6 }} alignItems="start">
        <Stack spacing={{ base: 4, md: 5 }} minW={0}>
          <StaySummary review={review} />
          <PrimaryGuestSection
            guest={form.primary}
            problems={problems}
            panRequired={needs.panRequired}
            passportRequired={needs.passportRequired}
            disabled={disabled}
            send={send}
          />
          <OtherGuestsSection rooms={form.rooms} searched={needs.rooms} problems={problems} disabled={disabled} send={send} />
          <SpecialRequestsSection requests={form.requests} problems={problems} disabled={disabled} send={send} />
          <BusinessSection business={form.business} problems={problems} disabled={disabled} send={send} />
          <PolicySection review={review} />
        </Stack>
        <Box as="aside" aria-label="Price and booking" position={{ lg: 'sticky' }} top={{ lg: 20 }} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }}>
          <Stack spacing={5}>
            <PriceSection review={review} price={price} />
            <BookingActions
              payLaterOffered={selectPayLaterOffered(snapshot)}
              payBy={review.conditions.payBy}
              canPayNow={selectCanPayNow(snapshot)}
              canPayLater={selectCanPayLater(snapshot)}
              submitting={selectSubmitting(snapshot)}
              notice={selectNotice(snapshot)}
              newPrice={selectNewPrice(snapshot)}
              send={send}
            />
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}

function MessageScreen({ title, text, children }: { title: string; text: string | null; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={16} minH="60vh">
      <Stack spacing={4} align="center" textAlign="center">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {text && (
          <Text fontSize="lg" role="alert">
            {text}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} spacing={3}>
          {children}
        </Stack>
      </Stack>
    </Container>
  );
}
