/**
 * THE authorization matrix: every API route that needs a session, and the open ones next to them,
 * with who may call it. Every new user-scoped route adds a row here; matrix.test.ts runs each row
 * as anonymous, with a guest token, as the owner, as another user (whose body names the owner:
 * 403, nothing read or changed), after logout (401), and, for a row that names one of the owner's
 * bookings, as another user who simply asks for it: 404, the answer for a booking that does not
 * exist, so that no one learns which booking ids are taken.
 *
 * access:
 * - 'anyone': no token needed; a dead token does not matter either.
 * - 'guest':  any live device token (guest or user); none or a dead one is 401.
 * - 'owner':  a logged-in user acting on their own data; a guest or dead token is 401, a body
 *             naming another user's id is 403.
 */
import { API_BASE } from '../../../contract/basePath';
import { PARTNER_BASE } from '../../../contract/partner';
import { MAILBOX_PAGE_PATH, MAILBOX_PATH } from '../../../contract/devMailbox';
import { OTP_REWIND_PATH, OUTBOX_PATH } from '../../../contract/identity';
import { STAY_REWIND_PATH } from '../../../contract/stayReview';
import type { TestServer } from '../support/testApp';
import { uniquePhone, outboxFor, api, uniqueIp, uniqueEmail, loginAs } from '../support/testApp';
import { bookedFor, payLaterReviewFor, payloadFor, reviewFor } from '../bookings/support';
import { sandboxPaymentFor } from '../payments/support';
import { cancelledWithChargeFor, paidBookingFor } from '../account/support';
import { completedStayFor, stayReviewBody } from '../reviews/support';
import type { ReviewResponseBody } from '../../../contract/booking';

export type Access = 'anyone' | 'guest' | 'owner';

export interface RowContext {
  /** The user the call is about: the owner (the "other user" scenario sends the owner's id). */
  ownerId: string;
  server: TestServer;
  /** The caller's device token, when it has one: a body that needs a code asks for it on this device. */
  token?: string | undefined;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base path, as the spec names it (with real values for any parameters). */
  path: string;
  /** The registered pattern under the base path when `path` fills in parameters ('/x/:id'). */
  route?: string;
  /** The path to call when its parameters come from what `prepare` made (`path` then names it, e.g. '/x/{id}'). */
  pathFor?: (ctx: RowContext) => string;
  access: Access;
  /** A valid body (built fresh for every call), for the owner `ctx.ownerId`. */
  body?: (ctx: RowContext) => unknown | Promise<unknown>;
  /** Gives the owner something the call could read or change (run before each scenario). */
  prepare?: (ctx: RowContext) => Promise<void>;
  /** The status a permitted caller gets with the valid body (default 200). */
  okStatus?: number;
  /** A file rather than an envelope: its content type (PDF downloads). */
  okContentType?: string;
  /**
   * The call names one of the owner's bookings (in its path or body): another traveller asking
   * for it without naming the owner gets 404 with the answer for a booking that does not exist.
   */
  othersBooking?: { missingPath?: (ctx: RowContext) => string; missingBody?: (ctx: RowContext) => unknown | Promise<unknown> };
}

/** A hotel of the seeded catalogue (index 0, 1, ...). */
export async function catalogueHotelId(server: TestServer, index = 0): Promise<string> {
  const rows = await server.db.rows<{ id: string }>('select id::text as id from hotels order by id limit 1 offset $1', [index]);
  if (!rows[0]) throw new Error('the catalogue has no hotels: the API tests need the seeded catalogue');
  return rows[0].id;
}

/** A phone number with a fresh code waiting in the outbox. */
/** A code asked for by the caller's own device (`token`), which only it can enter. */
async function phoneWithCode(token: string | undefined): Promise<{ mobileNumber: string; otp: string }> {
  const mobileNumber = uniquePhone();
  await api('POST', '/signup', { body: { mobileNumber }, ip: uniqueIp(), ...(token ? { token } : {}) });
  return { mobileNumber, otp: (await outboxFor(mobileNumber))[0]!.otp };
}

async function saveForOwner(ctx: RowContext, index: number) {
  const hotelId = await catalogueHotelId(ctx.server, index);
  await ctx.server.db.rows('insert into wishlist (user_id, hotel_id) values ($1, $2) on conflict do nothing', [ctx.ownerId, hotelId]);
}

/**
 * A code sent for the owner's account to add an e-mail address, through the API as the owner
 * (a second session of theirs: the owner logs in again with their phone number).
 */
async function linkCodeForOwner(ctx: RowContext): Promise<{ emailId: string; otp: string }> {
  const [user] = await ctx.server.db.rows<{ mobile_number: string }>('select mobile_number from users where id = $1', [ctx.ownerId]);
  const again = await loginAs(user!.mobile_number.slice(-10));
  const emailId = uniqueEmail();
  const sent = await api('POST', '/account/identity/send', { token: again.token, body: { emailId }, ip: uniqueIp() });
  if (sent.status !== 200) throw new Error(`link code not sent: ${JSON.stringify(sent.body)}`);
  return { emailId, otp: (await outboxFor(emailId))[0]!.otp };
}
const linkCodes = new Map<string, { emailId: string; otp: string }>();

/** A booking id of the right form that no booking has. */
const MISSING_BOOKING = 'PDV0000000000';

/** What `prepare` made for each owner: a review to book, or a booking to cancel. */
const drafts = new Map<string, ReviewResponseBody>();
const booked = new Map<string, string>();
const payNow = new Map<string, Awaited<ReturnType<typeof bookedFor>>>();
const paid = new Map<string, { paymentId: string; orderId: string; signature: string }>();

export const authorizationMatrix: MatrixRow[] = [
  // identity
  { method: 'GET', path: '/guest', access: 'anyone' },
  { method: 'POST', path: '/signup', access: 'anyone', body: () => ({ mobileNumber: uniquePhone() }) },
  { method: 'POST', path: '/signup/validate/otp', access: 'anyone', body: (ctx) => phoneWithCode(ctx.token) },
  { method: 'POST', path: '/logout', access: 'guest' },

  // places near a hotel: any live device token
  { method: 'POST', path: '/nearby-search', access: 'guest', body: () => ({ latitude: 19.07, longitude: 72.87, radius: 3000, type: 'landmark' }) },

  // wishlist
  {
    method: 'POST',
    path: '/save-wishlist',
    access: 'owner',
    body: async (ctx) => ({ userId: ctx.ownerId, hotelId: await catalogueHotelId(ctx.server, 1) }),
  },
  {
    method: 'POST',
    path: '/delete-wishlist',
    access: 'owner',
    prepare: (ctx) => saveForOwner(ctx, 0),
    body: async (ctx) => ({ userId: ctx.ownerId, hotelId: await catalogueHotelId(ctx.server, 0) }),
  },
  {
    method: 'POST',
    path: '/retrieve-wishlist',
    access: 'owner',
    prepare: (ctx) => saveForOwner(ctx, 0),
    body: (ctx) => ({ userId: ctx.ownerId }),
  },

  // bookings
  {
    method: 'POST',
    path: '/hotel-review',
    access: 'owner',
    prepare: async (ctx) => void drafts.set(ctx.ownerId, await reviewFor(ctx.ownerId)),
    body: (ctx) => ({ userId: ctx.ownerId, hotelId: drafts.get(ctx.ownerId)!.hInfo.id, optionId: drafts.get(ctx.ownerId)!.optionId }),
  },
  // The review page logged out: any device token; nothing kept, nothing of any user read.
  {
    method: 'POST',
    path: '/hotel-review-preview',
    access: 'guest',
    prepare: async (ctx) => void drafts.set(ctx.ownerId, await reviewFor(ctx.ownerId)),
    body: (ctx) => ({ hotelId: drafts.get(ctx.ownerId)!.hInfo.id, optionId: drafts.get(ctx.ownerId)!.optionId }),
  },
  {
    method: 'PUT',
    path: '/bookFullPayment',
    access: 'owner',
    prepare: async (ctx) => void drafts.set(ctx.ownerId, await reviewFor(ctx.ownerId)),
    body: (ctx) => ({ ...payloadFor(drafts.get(ctx.ownerId)!), userId: ctx.ownerId }),
    othersBooking: { missingBody: (ctx) => ({ ...payloadFor(drafts.get(ctx.ownerId)!), bookingId: MISSING_BOOKING }) },
  },
  {
    method: 'PUT',
    path: '/bookWithZero',
    access: 'owner',
    // The 409 for an option without pay later is a permitted caller's answer: the matrix only
    // needs the call to get past the gate, so it books an option that offers it.
    prepare: async (ctx) => void drafts.set(ctx.ownerId, await payLaterReviewFor(ctx.ownerId)),
    body: (ctx) => ({ ...payloadFor(drafts.get(ctx.ownerId)!), userId: ctx.ownerId }),
    othersBooking: { missingBody: (ctx) => ({ ...payloadFor(drafts.get(ctx.ownerId)!), bookingId: MISSING_BOOKING }) },
  },
  {
    method: 'POST',
    path: '/my-bookings',
    access: 'owner',
    prepare: async (ctx) => void (await bookedFor(ctx.ownerId)),
    body: (ctx) => ({ userId: ctx.ownerId }),
  },
  // account and documents
  { method: 'POST', path: '/user-account-info', access: 'owner', body: (ctx) => ({ userId: ctx.ownerId }) },
  {
    method: 'PUT',
    path: '/saveProfile',
    access: 'owner',
    body: async (ctx) => {
      const [user] = await ctx.server.db.rows<{ mobile_number: string | null }>('select mobile_number from users where id = $1', [ctx.ownerId]);
      return { userId: ctx.ownerId, fullName: 'Asha Sharma', email: 'asha@example.in', mobileNumber: (user?.mobile_number ?? '').slice(-10) };
    },
  },
  { method: 'POST', path: '/save-app-rating', access: 'owner', body: (ctx) => ({ userId: ctx.ownerId, rating: '5', feedback: 'Good' }) },
  { method: 'POST', path: '/account-deletion/delete', access: 'owner', body: (ctx) => ({ userId: ctx.ownerId, reasons: ['Other reasons'], feedback: '' }) },
  // Adding the missing identity (the owner logs in with a phone number, so an e-mail address).
  { method: 'POST', path: '/account/identity/send', access: 'owner', body: (ctx) => ({ userId: ctx.ownerId, emailId: uniqueEmail() }) },
  {
    method: 'POST',
    path: '/account/identity/verify',
    access: 'owner',
    prepare: async (ctx) => void linkCodes.set(ctx.ownerId, await linkCodeForOwner(ctx)),
    body: (ctx) => ({ userId: ctx.ownerId, ...linkCodes.get(ctx.ownerId)! }),
  },
  {
    method: 'POST',
    path: '/generate-voucher/{bookingId}',
    route: '/generate-voucher/:bookingId',
    access: 'owner',
    prepare: async (ctx) => void booked.set(ctx.ownerId, (await paidBookingFor(ctx.ownerId)).review.bookingId),
    pathFor: (ctx) => `/generate-voucher/${booked.get(ctx.ownerId)}`,
    okContentType: 'application/pdf',
    body: (ctx) => ({ userId: ctx.ownerId }),
    othersBooking: { missingPath: () => `/generate-voucher/${MISSING_BOOKING}` },
  },
  {
    method: 'POST',
    path: '/generate-invoice/{bookingId}',
    route: '/generate-invoice/:bookingId',
    access: 'owner',
    // An invoice is due once a stay is over, or at once for a cancellation that kept a charge.
    prepare: async (ctx) => void booked.set(ctx.ownerId, (await cancelledWithChargeFor(ctx.ownerId)).review.bookingId),
    pathFor: (ctx) => `/generate-invoice/${booked.get(ctx.ownerId)}`,
    okContentType: 'application/pdf',
    body: (ctx) => ({ userId: ctx.ownerId }),
    othersBooking: { missingPath: () => `/generate-invoice/${MISSING_BOOKING}` },
  },

  // rating a stay: the owner's completed booking only
  {
    method: 'POST',
    path: '/stay-review',
    access: 'owner',
    prepare: async (ctx) => void booked.set(ctx.ownerId, (await completedStayFor(ctx.ownerId)).review.bookingId),
    body: (ctx) => ({ userId: ctx.ownerId, ...stayReviewBody(booked.get(ctx.ownerId)!) }),
    othersBooking: { missingBody: () => stayReviewBody(MISSING_BOOKING) },
  },

  // payments
  {
    method: 'POST',
    path: '/initiate-payment',
    access: 'owner',
    prepare: async (ctx) => void payNow.set(ctx.ownerId, await bookedFor(ctx.ownerId)),
    body: (ctx) => ({ userId: ctx.ownerId, bookingId: payNow.get(ctx.ownerId)!.review.bookingId, amount: payNow.get(ctx.ownerId)!.result.amountDue, gateway: 'RAZORPAY' }),
    othersBooking: { missingBody: (ctx) => ({ bookingId: MISSING_BOOKING, amount: payNow.get(ctx.ownerId)!.result.amountDue, gateway: 'RAZORPAY' }) },
  },
  {
    method: 'POST',
    path: '/razorpay/checkStatus',
    access: 'owner',
    prepare: async (ctx) => void paid.set(ctx.ownerId, await sandboxPaymentFor(ctx.ownerId)),
    body: (ctx) => ({ userId: ctx.ownerId, ...paid.get(ctx.ownerId)! }),
  },
  {
    method: 'POST',
    path: '/booking-detail/{bookingId}',
    route: '/booking-detail/:bookingId',
    access: 'owner',
    prepare: async (ctx) => void booked.set(ctx.ownerId, (await bookedFor(ctx.ownerId)).review.bookingId),
    pathFor: (ctx) => `/booking-detail/${booked.get(ctx.ownerId)}`,
    body: (ctx) => ({ userId: ctx.ownerId }),
    othersBooking: { missingPath: () => `/booking-detail/${MISSING_BOOKING}` },
  },
  {
    method: 'POST',
    path: '/cancelBooking/{bookingId}',
    route: '/cancelBooking/:bookingId',
    access: 'owner',
    prepare: async (ctx) => void booked.set(ctx.ownerId, (await bookedFor(ctx.ownerId)).review.bookingId),
    pathFor: (ctx) => `/cancelBooking/${booked.get(ctx.ownerId)}`,
    body: (ctx) => ({ userId: ctx.ownerId, bookingId: booked.get(ctx.ownerId), changeOfPlans: true }),
    othersBooking: { missingPath: () => `/cancelBooking/${MISSING_BOOKING}`, missingBody: () => ({ bookingId: MISSING_BOOKING, changeOfPlans: true }) },
  },
];

/**
 * Routes that need no session at all and take no user's data, each with the reason. Together with
 * the matrix this must name every route the app registers (routes.test.ts reads the app's own
 * route table): a new route fails that test until it joins the matrix or this list.
 * Full URL patterns; GET stands for its HEAD twin too.
 */
/**
 * The partner API (contract/partner.ts) takes a partner key, not a device token: partner/access.test.ts
 * calls each of these with the key, without one, with a guest token, a wrong and a revoked key
 * (401), and with a key for another hotel (403).
 */
export const partnerRoutes: ReadonlyArray<{ method: string; url: string }> = [
  { method: 'POST', url: `${PARTNER_BASE}/ari` },
  { method: 'GET', url: `${PARTNER_BASE}/ari` },
  { method: 'GET', url: `${PARTNER_BASE}/bookings` },
];

export const publicRoutes: ReadonlyArray<{ method: string; url: string }> = [
  // The partner API's OpenAPI document: what partners build against, open to anyone.
  { method: 'GET', url: `${PARTNER_BASE}/openapi.json` },
  // Liveness for load balancers and the e2e runner: no data beyond up/down and uptime.
  { method: 'GET', url: '/healthz' },
  { method: 'GET', url: `${API_BASE}/healthz` },
  // Readiness for load balancers: whether the database answers and is fully migrated, and how many
  // migrations are pending; no data.
  { method: 'GET', url: '/readyz' },
  // Prometheus metrics: open to the port in development and tests; with METRICS_TOKEN set (required
  // in production, else the route is absent) only to its Bearer token (operations/metrics.test.ts).
  { method: 'GET', url: '/metrics' },
  // Generated catalogue pictures (hotels, review photos, cities, themes, icons): public media.
  { method: 'GET', url: '/media/hotels/:hotelId/:file' },
  { method: 'GET', url: '/media/reviews/:hotelId/:file' },
  { method: 'GET', url: '/media/photos/:file' },
  { method: 'GET', url: '/media/cities/:file' },
  { method: 'GET', url: '/media/themes/:file' },
  { method: 'GET', url: '/media/icons/:file' },
  // Dev outbox of OTP codes: only with OTP_DELIVERY=outbox, never in production, and only to this
  // machine (devOutbox.test.ts checks each refusal); it exists so tests can read codes.
  { method: 'GET', url: OUTBOX_PATH },
  // Its twin, for the same tests: moves one contact's codes and sends back in time (same gates).
  { method: 'POST', url: OTP_REWIND_PATH },
  // And for stays: moves one confirmed booking's stay into the past, so tests can rate it (same
  // gates; stayReviews.test.ts checks the refusals).
  { method: 'POST', url: STAY_REWIND_PATH },
  // The dev mailbox of booking e-mails (the same gates, and only without SMTP_URL), as JSON, each
  // attachment, and as a page (devMailbox.test.ts checks each refusal).
  { method: 'GET', url: MAILBOX_PATH },
  { method: 'GET', url: `${MAILBOX_PATH}/:id/:filename` },
  { method: 'GET', url: MAILBOX_PAGE_PATH },
  // The server's public settings (the maps browser key, public by design): read before any session.
  { method: 'GET', url: `${API_BASE}/site-config` },
  // Destination search and curated lists: open to anonymous visitors.
  { method: 'GET', url: `${API_BASE}/cities/search/:query` },
  { method: 'GET', url: `${API_BASE}/retrieve-all-cities` },
  { method: 'GET', url: `${API_BASE}/retrieve-themes` },
  { method: 'GET', url: `${API_BASE}/retrieve-cities-by-theme/:vibeId` },
  // Hotel search, trending, detail, cancellation policy and reviews: browsing needs no login,
  // as for any anonymous visitor. A session only adds the caller's wishlist flags, read from the session.
  { method: 'POST', url: `${API_BASE}/hotel-search-v2` },
  { method: 'GET', url: `${API_BASE}/trending-gateway` },
  { method: 'POST', url: `${API_BASE}/search-by-hotel-id` },
  { method: 'POST', url: `${API_BASE}/detail-search` },
  { method: 'POST', url: `${API_BASE}/detail-search/v2` },
  { method: 'POST', url: `${API_BASE}/hotel-cancellation-policy` },
  { method: 'POST', url: `${API_BASE}/hotel/reviews` },
  // The payment provider's webhook: no session; trusted only for a valid signature over its body
  // (a forged one gets 400 and changes nothing: tests/api/payments/).
  { method: 'POST', url: `${API_BASE}/razorpay/webhook` },
  // The local Razorpay-compatible sandbox (only when no Razorpay keys are set): its checkout script
  // and the tester's Pay and Fail buttons are open, as Razorpay's checkout is; its API asks for
  // the sandbox's key and secret, as Razorpay's does.
  { method: 'GET', url: '/sandbox/razorpay/checkout.js' },
  { method: 'POST', url: '/sandbox/razorpay/checkout/pay' },
  { method: 'POST', url: '/sandbox/razorpay/checkout/fail' },
  { method: 'POST', url: '/sandbox/razorpay/v1/orders' },
  { method: 'GET', url: '/sandbox/razorpay/v1/orders/:id' },
  { method: 'GET', url: '/sandbox/razorpay/v1/orders/:id/payments' },
  { method: 'GET', url: '/sandbox/razorpay/v1/payments/:id' },
  { method: 'POST', url: '/sandbox/razorpay/v1/payments/:id/capture' },
  { method: 'POST', url: '/sandbox/razorpay/v1/payments/:id/refund' },
  { method: 'GET', url: '/sandbox/razorpay/v1/payments/:id/refunds' },
  { method: 'GET', url: '/sandbox/razorpay/v1/payments/:id/refunds/:refundId' },
];
