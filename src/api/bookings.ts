/**
 * The booking calls: review an option, book it (pay now) or block it (pay later),
 * the traveller's bookings and one booking, cancel. Answers are checked with the shared contract.
 * A failed review or booking call rejects with a BookingCallError that says which failure it was
 * (contract/booking.ts `BookingCallFailure`), as the review machine tells them apart.
 */
import type { QueryKey } from '@tanstack/query-core';
import type {
  BookingCallFailure,
  BookingDetail,
  BookingPayload,
  BookingResult,
  CancelRequest,
  CancelResult,
  MyBookings,
  ReviewPreviewBody,
  ReviewResponseBody,
} from '../../contract/booking';
import { FailureCode } from '../../contract/failureCodes';
import { invalidate, refresh, type CachedRead } from './cache';
import { ApiCallError, call } from './client';
import { bookingKeys, detailKeys, searchKeys } from './cacheKeys';

export { bookingKeys };

/**
 * What a booking or a cancellation changes: the traveller's lists and bookings (read again at once
 * where a page shows them), and the rooms left that searches and hotel pages show (read again when
 * next asked for).
 */
export const roomsLeftPrefixes: readonly QueryKey[] = [searchKeys.all, detailKeys.all];

export function refreshBookingCaches(): Promise<void> {
  return Promise.all([refresh(bookingKeys.all), ...roomsLeftPrefixes.map((prefix) => invalidate(prefix))]).then(() => undefined);
}

/** A review or booking call that failed, and how. */
export class BookingCallError extends Error {
  override name = 'BookingCallError';
  constructor(readonly failure: BookingCallFailure) {
    super(failure.kind === 'failed' || failure.kind === 'invalid' ? (failure.message ?? 'the call failed') : failure.kind);
  }
}

interface Failure {
  hotelStatus: 'FAILURE';
  hotelFailureCode: number;
  hotelFailureMsg: string;
  response?: unknown;
}

function failureOf(answer: Failure): BookingCallFailure {
  const priced = (answer.response as { price?: unknown } | undefined)?.price;
  if (answer.hotelFailureCode === FailureCode.conflict.code && priced) return { kind: 'priceChanged', price: priced as Extract<BookingCallFailure, { kind: 'priceChanged' }>['price'] };
  if (answer.hotelFailureCode === FailureCode.noRooms.code) return { kind: 'noRooms' };
  if (answer.hotelFailureCode === FailureCode.unauthenticated.code) return { kind: 'unauthorized' };
  if (answer.hotelFailureCode === FailureCode.invalidInput.code) return { kind: 'invalid', message: answer.hotelFailureMsg };
  // The server's words for a refusal it explains (4xx); a server failure says nothing useful.
  return { kind: 'failed', message: answer.hotelFailureCode < FailureCode.internal.code ? answer.hotelFailureMsg : null };
}

/** A call's answer, or a BookingCallError: an answer the contract does not know is a failure too. */
async function bookingCall<T>(run: () => Promise<{ hotelStatus: 'SUCCESS'; response: T } | Failure>): Promise<T> {
  let answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof ApiCallError) {
      throw new BookingCallError(error.status === 401 ? { kind: 'unauthorized' } : { kind: 'failed', message: error.status < 500 ? error.message : null });
    }
    throw error;
  }
  if (answer.hotelStatus === 'SUCCESS') return answer.response;
  throw new BookingCallError(failureOf(answer));
}

/** POST /hotel-review `{hotelId, optionId, userId}`: the option's stay and price, kept as the user's draft booking. */
export function reviewBooking(request: { hotelId: string; optionId: string; userId: string }): Promise<ReviewResponseBody> {
  return bookingCall(() => call((s) => s.reviewAnswer, '/hotel-review', { method: 'POST', body: request }));
}

/** POST /hotel-review-preview `{hotelId, optionId}`: the same for a guest; nothing is kept. */
export function previewReview(request: { hotelId: string; optionId: string }): Promise<ReviewPreviewBody> {
  return bookingCall(() => call((s) => s.reviewPreviewAnswer, '/hotel-review-preview', { method: 'POST', body: request }));
}

/** A key for one submission: the call and the client's one retry send it alike, so the server books once. */
function idempotencyKey(): string {
  return `book-${crypto.randomUUID()}`;
}

/** PUT /bookFullPayment (pay now) or PUT /bookWithZero (pay later), with an Idempotency-Key. */
export function book(mode: 'payNow' | 'payLater', payload: BookingPayload): Promise<BookingResult> {
  const path = mode === 'payNow' ? '/bookFullPayment' : '/bookWithZero';
  const headers = { 'idempotency-key': idempotencyKey() };
  return bookingCall(() => call((s) => s.bookingAnswer, path, { method: 'PUT', body: payload, headers }));
}

/** The server's message of a FAILURE answer, as an Error. */
export class BookingsError extends Error {
  override name = 'BookingsError';
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

async function read<T>(run: () => Promise<{ hotelStatus: 'SUCCESS'; response: T } | Failure>): Promise<T> {
  let answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof ApiCallError) throw new BookingsError(error.message, error.status === 401 ? FailureCode.unauthenticated.code : null);
    throw error;
  }
  if (answer.hotelStatus === 'SUCCESS') return answer.response;
  throw new BookingsError(answer.hotelFailureMsg, answer.hotelFailureCode);
}

/** Whether a failed read was for want of a login (401). */
export const needsLogin = (error: unknown) => error instanceof BookingsError && error.code === FailureCode.unauthenticated.code;

/** POST /my-bookings `{userId}`: upcoming (awaiting among them), completed, cancelled; cached 5 minutes. */
export function myBookings(userId: string): CachedRead<MyBookings> {
  return {
    key: bookingKeys.mine(userId),
    load: (signal) => read(() => call((s) => s.myBookingsAnswer, '/my-bookings', { method: 'POST', body: { userId }, signal })),
  };
}

/** POST /booking-detail/{bookingId}: one of the traveller's bookings and what is owed now. */
export function bookingDetail(bookingId: string): CachedRead<BookingDetail> {
  return {
    key: bookingKeys.detail(bookingId),
    load: (signal) => read(() => call((s) => s.bookingDetailAnswer, `/booking-detail/${encodeURIComponent(bookingId)}`, { method: 'POST', body: {}, signal })),
  };
}

/** POST /cancelBooking/{bookingId} with the reasons; rejects with the server's message. */
export function cancelBooking(request: CancelRequest & { bookingId: string }): Promise<CancelResult> {
  return read(() => call((s) => s.cancelAnswer, `/cancelBooking/${encodeURIComponent(request.bookingId)}`, { method: 'POST', body: request }));
}
