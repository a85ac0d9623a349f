import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { selectCanDismiss, selectCancelBusy, selectCancelling, selectCancelProblem, selectComments, selectReasons } from '../../../machines/cancelBooking.selectors';
import {
  selectCanDismissReview, selectCanRateStay, selectRating, selectReviewFailure, selectReviewProblems, selectReviewText, selectReviewTitle, selectSendingReview, selectStayStars,
} from '../../../machines/stayReview.selectors';
import type { BookingListItem } from '../../../contract/booking';
import { links } from '../../app/paths';
import { bookingCard } from '../../model/bookingCard';
import { documentOf } from '../../model/bookingDocuments';
import { makePaymentState } from '../../model/makePayment';
import { liveCancelBookingMachine, useMyBookings } from '../../live/bookings';
import { downloadKey, useBookingDocuments } from '../../live/bookingDocuments';
import { inspector } from '../../live/inspector';
import { liveStayReviewMachine } from '../../live/stayReview';
import { useSession } from '../../live/session';
import { BookingCard } from './BookingCard';
import { CancelBookingModal } from './CancelBookingModal';
import { DocumentButton } from './DocumentButton';
import { StayReviewModal } from './StayReviewModal';

export type BookingsList = 'upcoming' | 'completed' | 'cancelled';

const TITLES: Record<BookingsList, string> = { upcoming: 'Upcoming bookings', completed: 'Completed bookings', cancelled: 'Cancelled bookings' };
const EMPTY: Record<BookingsList, string> = {
  upcoming: 'You have no upcoming bookings.',
  completed: 'You have no completed bookings yet.',
  cancelled: 'You have no cancelled bookings.',
};

/**
 * `/user/upcoming`, `/user/completed`, `/user/cancelled`: the lists of
 * POST /my-bookings. Upcoming bookings awaiting payment are marked, with their hold-until or
 * pay-by time, with Make Payment (the payment page for that booking, shown at once from the
 * list's item), and may be cancelled through the reasons modal; paid upcoming ones offer their
 * voucher and completed ones their invoice (PDF downloads) and, until it is given, Rate your stay
 * (the review form); cancelled ones say why and the refund.
 */
export function BookingsPage({ list }: { list: BookingsList }) {
  const { userId } = useSession();
  const bookings = useMyBookings(userId);
  const [snapshot, send] = useMachine(liveCancelBookingMachine, { input: { userId: userId ?? '' }, inspect: inspector });
  const [review, sendReview] = useMachine(liveStayReviewMachine, { input: { userId: userId ?? '' }, inspect: inspector });
  const [, navigate] = useLocation();
  const items: BookingListItem[] | null = bookings.status === 'ready' ? bookings.lists[list] : null;
  const cards = useMemo(() => (items ?? []).map(bookingCard), [items]);
  const documents = useBookingDocuments();

  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        {TITLES[list]}
      </Heading>
      {bookings.status === 'loading' && (
        <Stack spacing={4} role="group" aria-busy="true" aria-label="Loading your bookings">
          {[0, 1].map((i) => (
            <Skeleton key={i} h="150px" borderRadius="lg" />
          ))}
        </Stack>
      )}
      {bookings.status === 'failed' && (
        <Stack spacing={3} align="start">
          <Text role="alert">{bookings.message}</Text>
          <Button size="sm" variant="outline" onClick={bookings.retry}>
            Try again
          </Button>
        </Stack>
      )}
      {bookings.status === 'ready' && cards.length === 0 && <Text color="gray.700">{EMPTY[list]}</Text>}
      {cards.length > 0 && (
        <Stack as="ul" listStyleType="none" spacing={4} aria-label={TITLES[list]}>
          {cards.map((card, i) => {
            const item = items![i]!;
            const document = documentOf(list, item);
            const rateable = list === 'completed' && selectCanRateStay(review, item);
            return (
              <li key={card.bookingId}>
                <BookingCard
                  booking={card}
                  onCancel={list === 'upcoming' ? () => send({ type: 'cancel.opened', booking: items![i]! }) : undefined}
                  onMakePayment={list === 'upcoming' ? () => navigate(links.payment(card.bookingId), { state: makePaymentState(items![i]!) }) : undefined}
                  actions={
                    (document || rateable) && (
                      <>
                        {document && (
                          <DocumentButton
                            kind={document}
                            bookingId={card.bookingId}
                            busy={documents.busy === downloadKey(document, card.bookingId)}
                            disabled={documents.busy !== null}
                            onDownload={() => documents.download(document, card.bookingId)}
                          />
                        )}
                        {rateable && (
                          <Button size="sm" colorScheme="brand" onClick={() => sendReview({ type: 'review.opened', booking: item })} aria-label={`Rate your stay at ${card.hotelName}`}>
                            Rate your stay
                          </Button>
                        )}
                      </>
                    )
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
      <CancelBookingModal
        booking={selectCancelling(snapshot)}
        reasons={selectReasons(snapshot)}
        comments={selectComments(snapshot)}
        problem={selectCancelProblem(snapshot)}
        busy={selectCancelBusy(snapshot)}
        canDismiss={selectCanDismiss(snapshot)}
        send={send}
      />
      <StayReviewModal
        booking={selectRating(review)}
        ratings={selectStayStars(review)}
        title={selectReviewTitle(review)}
        text={selectReviewText(review)}
        problems={selectReviewProblems(review)}
        failure={selectReviewFailure(review)}
        busy={selectSendingReview(review)}
        canDismiss={selectCanDismissReview(review)}
        send={sendReview}
      />
    </Stack>
  );
}
