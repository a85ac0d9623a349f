import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookingDetailParams,
  bookingDetailResponse,
  bookingPayload,
  bookingResponse,
  cancelParams,
  cancelRequest,
  cancelResponse,
  myBookingsRequest,
  myBookingsResponse,
  reviewPreviewRequest,
  reviewPreviewResponse,
  reviewRequest,
  reviewResponse,
} from '../../../contract/booking';
import { badInput } from '../../http/apiError';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { sessionRoute, userRoute } from '../../http/route';
import type { BookingService } from './service';

/** An Idempotency-Key header: 1 to 100 visible characters, or none. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,100}$/.test(value)) throw badInput('Idempotency-Key: must be 1 to 100 visible characters');
  return value;
}

/**
 * Booking calls, each for the session's user only (`userRoute`: 401 / 403 before
 * anything is read or changed), but the review's preview, which any device token may ask for. No body is an empty one where the path or the session says it all.
 */
export function bookingRoutes(app: FastifyInstance, bookings: BookingService): void {
  userRoute(app, {
    method: 'POST',
    url: '/hotel-review',
    response: reviewResponse,
    bodyLimit: BODY_LIMITS.small,
    body: reviewRequest,
    handler: async ({ userId, body }) => bookings.review(userId, body.hotelId, body.optionId),
  });

  // What the review page shows before a login: any live device token, nothing kept or read of anyone.
  sessionRoute(app, {
    method: 'POST',
    url: '/hotel-review-preview',
    response: reviewPreviewResponse,
    bodyLimit: BODY_LIMITS.small,
    body: reviewPreviewRequest,
    handler: async ({ body }) => bookings.preview(body.hotelId, body.optionId),
  });

  for (const [url, mode] of [['/bookFullPayment', 'payNow'], ['/bookWithZero', 'payLater']] as const) {
    userRoute(app, {
      method: 'PUT',
      url,
      response: bookingResponse,
      bodyLimit: BODY_LIMITS.booking,
      body: bookingPayload,
      handler: async ({ userId, body }, request) => bookings.book(userId, body, mode, idempotencyKey(request)),
    });
  }

  userRoute(app, {
    method: 'POST',
    url: '/my-bookings',
    response: myBookingsResponse,
    bodyLimit: BODY_LIMITS.small,
    body: myBookingsRequest.prefault({}),
    handler: async ({ userId }) => bookings.myBookings(userId),
  });

  userRoute(app, {
    method: 'POST',
    url: '/booking-detail/:bookingId',
    response: bookingDetailResponse,
    bodyLimit: BODY_LIMITS.small,
    params: bookingDetailParams,
    body: myBookingsRequest.prefault({}),
    handler: async ({ userId, params }) => bookings.detail(userId, params.bookingId),
  });

  userRoute(app, {
    method: 'POST',
    url: '/cancelBooking/:bookingId',
    response: cancelResponse,
    bodyLimit: BODY_LIMITS.cancel,
    params: cancelParams,
    body: cancelRequest.prefault({}),
    handler: async ({ userId, params: { bookingId }, body }) => {
      if (body.bookingId !== undefined && body.bookingId !== bookingId) throw badInput('body.bookingId: must be the booking id of the path');
      return bookings.cancel(userId, bookingId, body);
    },
  });
}
