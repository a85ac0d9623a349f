import type { ReviewBookingEvent } from '../../../machines/reviewBooking.machine';

/** How the review page's parts tell the machine what the traveller did. */
export type SendReview = (event: ReviewBookingEvent) => void;
