/**
 * Every schema the browser checks answers with, in one module that loads with the first call
 * (see `schemas()` in contract.ts): zod and the contract's schemas are not part of the first
 * page's bundle, and are built once, when an answer first needs them.
 */
import { z } from 'zod';
import { bookingDetailResponse, bookingResponse, cancelResponse, myBookingsResponse, priceChangedResponse, reviewPreviewResponse, reviewResponse } from '../../contract/booking';
import { hotelDetailResponse } from '../../contract/detail';
import { envelope, failureEnvelope, successEnvelope } from '../../contract/envelope';
import { checkStatusResponse } from '../../contract/payments';
import { searchCentre, searchNear, searchTown } from '../../contract/search';
import { retrieveWishlistResponse } from '../../contract/wishlist';

export { cancellationPolicyResponse } from '../../contract/cancellationPolicy';
export { allCitiesResponse, citiesByThemeResponse, citySearchResponse, themesResponse } from '../../contract/cities';
export { hotelDetailResponse } from '../../contract/detail';
export { guestTokenResponse } from '../../contract/guest';
export { hotelHit } from '../../contract/hotel';
export { logoutResponse, signupResponse, validateOtpResponse } from '../../contract/identity';
export { nearbyResponse } from '../../contract/nearby';
export { reviewsResponse } from '../../contract/reviews';
export { trendingResponse } from '../../contract/search';
export { siteConfigResponse } from '../../contract/siteConfig';
export { wishlistChangeResponse } from '../../contract/wishlist';

/**
 * `hotelSearchResponse` checked in two steps: the envelope at once, then the hotels (a few
 * hundred for a metro) in slices (src/api/search.ts), so the check does not hold the page up in
 * one long task.
 */
export const searchEnvelope = successEnvelope(
  z.object({
    hotelSearchId: z.string(),
    searchResult: z.object({ centre: searchCentre.optional(), towns: z.array(searchTown).optional(), near: searchNear.optional(), his: z.array(z.unknown()) }),
  }),
);

/** A detail answer: the contract's, or a SUCCESS whose response (or its hotel) is missing. */
export const detailAnswer = hotelDetailResponse.or(successEnvelope(z.object({ hotel: z.null().optional() }).nullish()));

/** A wishlist read: its SUCCESS answer, or a FAILURE with the server's message. */
export const retrieveWishlistAnswer = envelope(retrieveWishlistResponse.shape.response);

/**
 * The booking calls' answers: the contract's SUCCESS, or a FAILURE read by src/api/bookings.ts
 * (the 409 'price changed' first: it carries the server's price).
 */
export const reviewAnswer = z.union([reviewResponse, failureEnvelope]);
export const reviewPreviewAnswer = z.union([reviewPreviewResponse, failureEnvelope]);
export const bookingAnswer = z.union([bookingResponse, priceChangedResponse, failureEnvelope]);
export const myBookingsAnswer = z.union([myBookingsResponse, failureEnvelope]);
export const bookingDetailAnswer = z.union([bookingDetailResponse, failureEnvelope]);
export const cancelAnswer = z.union([cancelResponse, failureEnvelope]);

/**
 * POST /initiate-payment: a SUCCESS whose response is read by the payment page's machine
 * (PHONEPE with a redirectUrl, RAZORPAY with the order data, anything else an invalid
 * payment response), or a FAILURE with the server's message.
 */
export const initiatePaymentAnswer = z.union([successEnvelope(z.unknown()), failureEnvelope]);
/** POST /razorpay/checkStatus: the verified payment, or a FAILURE (2503 and the server's message). */
export const checkStatusAnswer = z.union([checkStatusResponse, failureEnvelope]);
