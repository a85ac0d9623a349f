import { Box, Button, Container, Grid, Heading, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  NO_ROOMS_TITLE,
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
import { formNeeds } from '../../../machines/rules/guestForm';
import { inspector } from '../../live/inspector';
import { liveReviewBookingMachine, reviewBookingInput } from '../../live/reviewBooking';
import { BookingActions } from './BookingActions';
import { BusinessSection } from './BusinessSection';
import { OtherGuestsSection } from './OtherGuestsSection';
import { PolicySection, PriceSection } from './PriceSection';
import { PrimaryGuestSection } from './PrimaryGuestSection';
import { PhoneBookingBar } from './PhoneBookingBar';
import { SpecialRequestsSection } from './SpecialRequestsSection';
import { StaySummary } from './StaySummary';
import { useRevealStages } from '../common/useRevealStages';

/**
 * The form renders in steps, each commit in a task of its own: first what the first screen shows
 * (the stay, the primary guest, the total and Pay Now), then the other guests and the requests,
 * then the business details and the policies. As one commit (Chakra inserts every field's styles
 * at commit) the page blocked a phone's main thread for about half a second.
 */
const FORM_STAGES = 2;

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
  // Phones (one column): the total and Pay Now stay at the bottom of the screen.
  const phone = useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false;
  const stage = useRevealStages(phase === 'ready' && !!review && !!form && !!price, FORM_STAGES);

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
  if (phase === 'missingIds' || phase === 'failed') {
    return (
      <MessageScreen title="Review your booking" text={selectPageMessage(snapshot)}>
        {phase === 'failed' && selectCanRetry(snapshot) && <Button onClick={() => send({ type: 'review.retried' })}>Try again</Button>}
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
  const submitting = selectSubmitting(snapshot);
  const notice = selectNotice(snapshot);
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
          {stage >= 1 && (
            <>
              <OtherGuestsSection form={form} needs={needs} problems={problems} disabled={disabled} send={send} />
              <SpecialRequestsSection requests={form.requests} problems={problems} disabled={disabled} send={send} />
            </>
          )}
          {stage >= 2 && (
            <>
              <BusinessSection business={form.business} problems={problems} disabled={disabled} send={send} />
              <PolicySection review={review} />
            </>
          )}
        </Stack>
        {/* On a phone it follows the form: it comes with the last step, so nothing above it moves it down. */}
        {(!phone || stage >= FORM_STAGES) && (
          <Box as="aside" aria-label="Price and booking" position={{ lg: 'sticky' }} top={{ lg: 20 }} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }}>
            <Stack spacing={5}>
              <PriceSection review={review} price={price} />
              <BookingActions
                payLaterOffered={selectPayLaterOffered(snapshot)}
                payBy={review.conditions.payBy}
                canPayNow={selectCanPayNow(snapshot)}
                canPayLater={selectCanPayLater(snapshot)}
                submitting={submitting}
                notice={phone ? null : notice}
                newPrice={selectNewPrice(snapshot)}
                payNowShown={!phone}
                send={send}
              />
            </Stack>
          </Box>
        )}
      </Grid>
      {phone && <PhoneBookingBar price={price} canPayNow={selectCanPayNow(snapshot)} submitting={submitting} notice={notice} send={send} />}
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
