/**
 * Every API call with the schemas of what it takes: its body, its path parameters and its query.
 * A call that takes nothing says so with none. A new route joins this table with its schemas:
 * the fuzz suite (tests/api/fuzz/) sends hostile input generated from them to every call here,
 * and fails for a registered API route that is missing.
 */
import type { z } from 'zod';
import { accountInfoRequest, appRatingRequest, deleteAccountRequest, saveProfileRequest } from './account';
import { API_BASE } from './basePath';
import { bookingDetailParams, bookingPayload, cancelParams, cancelRequest, myBookingsRequest, reviewPreviewRequest, reviewRequest } from './booking';
import { cancellationPolicyRequest } from './cancellationPolicy';
import { citiesByThemeParams, citySearchParams } from './cities';
import { MAILBOX_PATH, mailboxAttachmentParams, mailboxQuery } from './devMailbox';
import { detailSearchRequest, detailSearchV2Request, searchByHotelIdRequest } from './detail';
import { OTP_REWIND_PATH, OUTBOX_PATH, otpRewindRequest, outboxQuery, signupRequest, validateOtpRequest } from './identity';
import { LINK_IDENTITY_PATHS, linkCodeRequest, linkVerifyRequest } from './linkIdentity';
import { nearbyRequest } from './nearby';
import { checkStatusRequest, initiatePaymentRequest, webhookEvent } from './payments';
import { reviewsRequest } from './reviews';
import { STAY_REVIEW_PATH, STAY_REWIND_PATH, stayRewindRequest, stayReviewRequest } from './stayReview';
import { hotelSearchRequest } from './search';
import { retrieveWishlistRequest, wishlistRequest } from './wishlist';
import { ariBatch, ariQuery, partnerBookingsQuery, PARTNER_BASE } from './partner';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT';
  /** The full URL pattern as registered, e.g. `${API_BASE}/cancelBooking/:bookingId`. */
  url: string;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  /** It answers a document of its own (JSON, not the envelope) when it succeeds. */
  document?: true;
}

const api = (method: ApiCall['method'], path: string, schemas: Omit<ApiCall, 'method' | 'url'>): ApiCall => ({ method, url: `${API_BASE}${path}`, ...schemas });
/** Takes no input. */
const none = {};

export const apiCalls: readonly ApiCall[] = [
  api('GET', '/healthz', none),
  api('GET', '/site-config', none),
  // identity
  api('GET', '/guest', none),
  api('POST', '/signup', { body: signupRequest }),
  api('POST', '/signup/validate/otp', { body: validateOtpRequest }),
  api('POST', '/logout', none),
  // destinations and hotels
  api('GET', '/cities/search/:query', { params: citySearchParams }),
  api('GET', '/retrieve-all-cities', none),
  api('GET', '/retrieve-themes', none),
  api('GET', '/retrieve-cities-by-theme/:vibeId', { params: citiesByThemeParams }),
  api('POST', '/hotel-search-v2', { body: hotelSearchRequest }),
  api('GET', '/trending-gateway', none),
  api('POST', '/search-by-hotel-id', { body: searchByHotelIdRequest }),
  api('POST', '/detail-search', { body: detailSearchRequest }),
  api('POST', '/detail-search/v2', { body: detailSearchV2Request }),
  api('POST', '/hotel-cancellation-policy', { body: cancellationPolicyRequest }),
  api('POST', '/hotel/reviews', { body: reviewsRequest }),
  api('POST', '/nearby-search', { body: nearbyRequest }),
  // wishlist
  api('POST', '/save-wishlist', { body: wishlistRequest }),
  api('POST', '/delete-wishlist', { body: wishlistRequest }),
  api('POST', '/retrieve-wishlist', { body: retrieveWishlistRequest }),
  // bookings
  api('POST', '/hotel-review', { body: reviewRequest }),
  api('POST', '/hotel-review-preview', { body: reviewPreviewRequest }),
  api('PUT', '/bookFullPayment', { body: bookingPayload }),
  api('PUT', '/bookWithZero', { body: bookingPayload }),
  api('POST', '/my-bookings', { body: myBookingsRequest }),
  api('POST', '/booking-detail/:bookingId', { params: bookingDetailParams, body: myBookingsRequest }),
  api('POST', '/cancelBooking/:bookingId', { params: cancelParams, body: cancelRequest }),
  api('POST', STAY_REVIEW_PATH, { body: stayReviewRequest }),
  // payments
  api('POST', '/initiate-payment', { body: initiatePaymentRequest }),
  api('POST', '/razorpay/checkStatus', { body: checkStatusRequest }),
  api('POST', '/razorpay/webhook', { body: webhookEvent }),
  // account and documents
  api('POST', '/user-account-info', { body: accountInfoRequest }),
  api('PUT', '/saveProfile', { body: saveProfileRequest }),
  api('POST', '/save-app-rating', { body: appRatingRequest }),
  api('POST', '/account-deletion/delete', { body: deleteAccountRequest }),
  api('POST', LINK_IDENTITY_PATHS.send, { body: linkCodeRequest }),
  api('POST', LINK_IDENTITY_PATHS.verify, { body: linkVerifyRequest }),
  api('POST', '/generate-voucher/:bookingId', { params: bookingDetailParams }),
  api('POST', '/generate-invoice/:bookingId', { params: bookingDetailParams }),
  // the dev outbox (OTP_DELIVERY=outbox only)
  { method: 'GET', url: OUTBOX_PATH, query: outboxQuery },
  { method: 'POST', url: OTP_REWIND_PATH, body: otpRewindRequest },
  { method: 'POST', url: STAY_REWIND_PATH, body: stayRewindRequest },
  // the dev mailbox of booking e-mails (the same, without SMTP_URL)
  { method: 'GET', url: MAILBOX_PATH, query: mailboxQuery },
  { method: 'GET', url: `${MAILBOX_PATH}/:id/:filename`, params: mailboxAttachmentParams },
  // the partner API (a partner key, not a device token)
  { method: 'POST', url: `${PARTNER_BASE}/ari`, body: ariBatch },
  { method: 'GET', url: `${PARTNER_BASE}/ari`, query: ariQuery },
  { method: 'GET', url: `${PARTNER_BASE}/bookings`, query: partnerBookingsQuery },
  { method: 'GET', url: `${PARTNER_BASE}/openapi.json`, document: true },
];
