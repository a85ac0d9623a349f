/** Rating a stay with its real effects: the call, its toast, and the lists and hotel read again. */
import { fromPromise } from 'xstate';
import type { StayReviewResult } from '../../contract/stayReview';
import { stayReviewMachine, type RateStayCall } from '../../machines/stayReview.machine';
import { rateStay, refreshBookingLists, refreshReviewedHotel } from '../api/stayReviews';
import { showToast } from './toast';

export const liveStayReviewMachine = stayReviewMachine.provide({
  actors: {
    rateStay: fromPromise<StayReviewResult, RateStayCall>(({ input }) => rateStay(input)),
  },
  actions: {
    showToast: (_, params) => showToast(params),
    refreshBookings: () => void refreshBookingLists(),
    refreshHotel: (_, params) => void refreshReviewedHotel(params.hotelId),
  },
});
