import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingDetailParams, bookingPayload, cancelParams, cancelRequest, myBookingsRequest, reviewRequest } from '../../../contract/booking';
import { badInput } from '../../http/apiError';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { requireUser } from '../../http/requireUser';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { BookingService } from './service';

/** An Idempotency-Key header: 1 to 100 visible characters, or none. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,100}$/.test(value)) throw badInput('Idempotency-Key: must be 1 to 100 visible characters');
  return value;
}

/**
 * Booking calls (spec 001 §7). Each handler calls `requireUser` first (401 / 403 before anything
 * is read or changed), then validates, then acts for the session's user only.
 */
export function bookingRoutes(app: FastifyInstance, bookings: BookingService): void {
  route(app, {
    method: 'POST',
    url: '/hotel-review',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      const body = parseInput(reviewRequest, request.body, 'body');
      return bookings.review(userId, body.hotelId, body.optionId);
    },
  });

  for (const [url, mode] of [['/bookFullPayment', 'payNow'], ['/bookWithZero', 'payLater']] as const) {
    route(app, {
      method: 'PUT',
      url,
      bodyLimit: BODY_LIMITS.booking,
      personal: true,
      handler: async (_input, request) => {
        const userId = requireUser(request);
        const key = idempotencyKey(request);
        return bookings.book(userId, parseInput(bookingPayload, request.body, 'body'), mode, key);
      },
    });
  }

  route(app, {
    method: 'POST',
    url: '/my-bookings',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      parseInput(myBookingsRequest, request.body ?? {}, 'body');
      return bookings.myBookings(userId);
    },
  });

  route(app, {
    method: 'POST',
    url: '/booking-detail/:bookingId',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      const { bookingId } = parseInput(bookingDetailParams, request.params, 'params');
      parseInput(myBookingsRequest, request.body ?? {}, 'body');
      return bookings.detail(userId, bookingId);
    },
  });

  route(app, {
    method: 'POST',
    url: '/cancelBooking/:bookingId',
    bodyLimit: BODY_LIMITS.cancel,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      const { bookingId } = parseInput(cancelParams, request.params, 'params');
      const body = parseInput(cancelRequest, request.body ?? {}, 'body');
      if (body.bookingId !== undefined && body.bookingId !== bookingId) throw badInput('body.bookingId: must be the booking id of the path');
      return bookings.cancel(userId, bookingId, body);
    },
  });
}
