/**
 * Booking calls: review an option, book it (pay now) or block it (pay
 * later), list the traveller's bookings, cancel one. Money is rupees with 2 decimals on the wire.
 */
import { z } from 'zod';
import { cancellationPolicy } from './cancellationPolicy';
import { successEnvelope } from './envelope';
import { bookingId, hotelId, optionId, userId } from './ids';
import { isoDate, localDateTime, rupees } from './primitives';
import { paidWith } from './paymentMethod';
import { multilineText, text } from './text';

export { OPTION_ID_PATTERN, bookingId } from './ids';
export const optionIdText = optionId;

/** A userId in a body is only compared with the session's (403 when another); blank means none. */
export const claimedUser = z.preprocess((v) => (v === '' || v === null ? undefined : v), userId.optional());

export const bookingMessages = {
  noRoomsTitle: "We're Sorry!",
  noRooms: 'Apologies, there are no rooms available at this hotel at the moment.',
  noRoomsToBook: 'No rooms available at this hotel. Please try another hotel or date.',
  reviewFailed: 'Sorry, something went wrong. Please try again or contact support.',
  missingIds: 'Missing hotel or option details in URL. Please try again.',
  bookingFailed: 'Booking failed. Please try again.',
  blockingFailed: 'Blocking failed. Please try again.',
  missingDetails: 'Missing required booking details.',
  missingOption: 'Missing hotel or option details. Please try again.',
  loginToBook: 'Please log in to proceed with booking.',
  loginToView: 'Please log in to view your bookings.',
  priceChanged: 'price changed',
  alreadyBooked: 'This booking has already been made.',
  reviewExpired: 'This review has expired. Please choose the room again.',
  payLaterUnavailable: 'Pay later is not available for this room.',
  cancelReason: 'Please select a reason for cancellation.',
  notCancellable: 'This booking can no longer be cancelled.',
  notFound: 'bookings was not found',
  blocked: 'Your booking is blocked. Pay before the pay-by time to confirm it.',
} as const;

// ---------------------------------------------------------------- review

/** POST /hotel-review */
export const reviewRequest = z.object({ hotelId, optionId: optionIdText, userId: claimedUser });
export type ReviewRequest = z.infer<typeof reviewRequest>;

/**
 * POST /hotel-review-preview: the same review for any device token, a guest's too, so a
 * traveller sees what they book before logging in (docs/product.md, Booking). Nothing is kept.
 */
export const reviewPreviewRequest = z.object({ hotelId, optionId: optionIdText });

export const roomInfoItem = z.object({
  numberOfRooms: z.number().int(),
  numberOfAdults: z.number().int(),
  numberOfChild: z.number().int(),
  childAge: z.array(z.number().int()),
});

/** What a stay costs, as the server priced it: all rooms and nights, taxes in the total. */
export const priceBreakup = z.object({
  base: rupees,
  taxes: rupees,
  total: rupees,
  perNight: rupees,
  nights: z.number().int().min(1),
  rooms: z.number().int().min(1),
  /** The nights cost different amounts (a weekend night dearer): `perNight` is their average. */
  nightsDiffer: z.boolean(),
});
export type PriceBreakup = z.infer<typeof priceBreakup>;

export const reviewHotelInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** Stars. */
  rt: z.number().int(),
  adr: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  img: z.string(),
  ph: z.string(),
});

export const reviewRoom = z.object({
  name: z.string(),
  category: z.string(),
  /** Meal basis, e.g. BREAKFAST. */
  mb: z.string(),
  beds: z.array(z.object({ bc: z.number().int(), bt: z.string() })),
});

export const reviewResponseBody = z.object({
  hInfo: reviewHotelInfo,
  query: z.object({ checkinDate: isoDate, checkoutDate: isoDate, roomInfo: z.array(roomInfoItem) }),
  bookingId,
  optionId: z.string(),
  room: reviewRoom,
  conditions: z.object({
    /** Book now, pay later: offered for this option (see docs/booking.md). */
    isBA: z.boolean(),
    /** When a pay-later block must be paid by (India local time), or null when not offered. */
    payBy: localDateTime.nullable(),
    /** PAN and passport required. */
    ipr: z.boolean(),
    ipm: z.boolean(),
  }),
  price: priceBreakup,
  cancellationPolicy,
  /** Free cancellation until (India local time), or null when none is left. */
  ddt: localDateTime.nullable(),
  /**
   * What the primary guest's fields start from: the traveller's profile (name, e-mail, and the
   * mobile number, which for a phone login is the login number), and what it lacks from their
   * last booking's primary guest; a field neither has is ''. Null when there is nothing.
   */
  prefill: z
    .object({ title: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() })
    .nullable(),
});
export type ReviewResponseBody = z.infer<typeof reviewResponseBody>;
export type GuestPrefill = NonNullable<ReviewResponseBody['prefill']>;
export const reviewResponse = successEnvelope(reviewResponseBody);

/** The answer of POST /hotel-review-preview: no draft is kept (no booking id), and nothing of any traveller. */
export const reviewPreviewBody = reviewResponseBody.extend({ bookingId: z.null(), prefill: z.null() });
export type ReviewPreviewBody = z.infer<typeof reviewPreviewBody>;
export const reviewPreviewResponse = successEnvelope(reviewPreviewBody);

/** What the review page shows: a review kept as a draft for the traveller, or a preview. */
export type ReviewShown = ReviewResponseBody | ReviewPreviewBody;

/** A review kept as a draft (it has a booking id to book). */
export const isKeptReview = (review: ReviewShown): review is ReviewResponseBody => review.bookingId !== null;

// ---------------------------------------------------------------- booking payload

export const travellerTitle = z.enum(['Mr', 'Mrs', 'Ms', 'Master', 'Miss']);

export const travellerInfo = z.object({
  fN: text(60),
  lN: text(60),
  ti: travellerTitle,
  pt: z.enum(['ADULT', 'CHILD']),
  pan: text(10).optional(),
  /** Passport number. */
  pNum: text(9).optional(),
});
export type TravellerInfo = z.infer<typeof travellerInfo>;

export const specialRequest = z.object({
  smokingRoom: z.boolean().default(false),
  lateCheckIn: z.boolean().default(false),
  earlyCheckIn: z.boolean().default(false),
  highFloor: z.boolean().default(false),
  largeBed: z.boolean().default(false),
  twinBed: z.boolean().default(false),
  additionalRequests: multilineText(2000).default(''),
});
export type SpecialRequest = z.infer<typeof specialRequest>;

const optionalText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), text(max).optional());
const optionalNumber = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().finite().optional());

/**
 * PUT /bookFullPayment and PUT /bookWithZero. The hotel, stay, rooms and prices
 * are the server's own, from the review: the display fields a client sends (hotel name, address,
 * image...) are accepted and ignored, and `totalAmount` is only compared with the server's price.
 */
export const bookingPayload = z.object({
  bookingId,
  hotelId,
  userId: claimedUser,
  roomTravellerInfo: z.array(z.object({ travellerInfo: z.array(travellerInfo).min(1).max(4) })).min(1).max(5),
  deliveryInfo: z.object({
    emails: z.array(text(254)).min(1).max(3),
    contacts: z.array(text(20)).min(1).max(3),
    code: z.string().regex(/^\+\d{1,4}$/, 'must be a dial code like +91').default('+91'),
  }),
  type: optionalText(30),
  paymentInfos: z.array(z.object({ amount: rupees })).max(2).optional(),
  specialRequest: specialRequest.default({
    smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '',
  }),
  checkInDate: isoDate.optional(),
  checkOutDate: isoDate.optional(),
  numberOfRooms: optionalNumber,
  numOfGuests: optionalNumber,
  imgUrl: optionalText(500),
  hotelName: optionalText(200),
  hotelRating: optionalNumber,
  address: optionalText(500),
  hotelContactNumber: optionalText(40),
  roomType: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  companyAddress: optionalText(300),
  companyName: optionalText(200),
  gstNumber: optionalText(15),
  email: optionalText(254),
  userContactNumber: optionalText(20),
  basePrice: rupees.optional(),
  totalTax: rupees.optional(),
  /** The total the traveller was shown: a different one is refused with 409 'price changed'. */
  totalAmount: rupees,
  nights: optionalNumber,
});
export type BookingPayload = z.infer<typeof bookingPayload>;

export const bookingStatus = z.enum(['PENDING', 'HOLD', 'SUCCESS', 'CANCELLED', 'EXPIRED']);
export type BookingStatus = z.infer<typeof bookingStatus>;
export const paymentStatus = z.enum(['PENDING', 'SUCCESS', 'REFUND_PENDING', 'REFUNDED', 'NOT_PAID']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** The answer of both booking calls: the booking as it now stands and what is owed by when. */
export const bookingResult = z.object({
  bookingId,
  bookingStatus,
  paymentStatus,
  /** What is owed now (the whole total for both calls; paid online). */
  amountDue: rupees,
  /** The rooms are held until then (India local time): 15 minutes to pay, or the pay-by time. */
  holdUntil: localDateTime,
  price: priceBreakup,
});
export type BookingResult = z.infer<typeof bookingResult>;
export const bookingResponse = successEnvelope(bookingResult);

/** 409 'price changed': the answer carries the server's price to show and ask again. */
export const priceChangedResponse = z.object({
  hotelStatus: z.literal('FAILURE'),
  hotelFailureCode: z.number().int(),
  hotelFailureMsg: z.literal(bookingMessages.priceChanged),
  response: z.object({ price: priceBreakup }),
});

// ---------------------------------------------------------------- lists and cancel

/** POST /my-bookings */
export const myBookingsRequest = z.object({ userId: claimedUser });

export const bookingListItem = z.object({
  bookingId,
  hotelId: z.string().optional(),
  userId: z.string(),
  hotelName: z.string(),
  hotelRating: z.number(),
  address: z.object({ adr: z.string() }),
  imgUrl: z.string(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  nights: z.number().int(),
  numOfGuests: z.number().int(),
  numOfAdults: z.number().int(),
  numberOfRooms: z.number().int().optional(),
  roomType: z.string(),
  mealBasis: z.string(),
  paymentStatus,
  bookingStatus,
  /** Rooms held until (India local time) while awaiting payment; null otherwise. */
  holdUntil: localDateTime.nullable(),
  travellerInfo: z.array(z.object({ fN: z.string(), lN: z.string(), ti: z.string(), pan: z.string() })),
  specialRequest,
  email: z.string(),
  userContactNumber: z.string(),
  createdTime: z.string(),
  ratingStatus: z.boolean(),
  price: priceBreakup,
  /** Paid so far. */
  amountPaid: rupees,
  /** How the payment that settled it was made (UPI, a card, netbanking, a wallet); null while unpaid, or for a payment recorded before methods were. */
  paidWith: paidWith.nullable(),
  /** Cancelling now: what it would cost and give back; null when it can no longer be cancelled. */
  cancellation: z.object({ penalty: rupees, refund: rupees, freeUntil: localDateTime.nullable() }).nullable(),
  /** Why and when it was cancelled, and the refund it gave (cancelled bookings). */
  cancelled: z.object({ at: z.string(), reason: z.string(), refund: rupees }).nullable(),
  /**
   * Its GST tax invoice: of the stay, from check-out (India local time; `available` once it is
   * over), or of the charge a cancellation kept; null when it has none.
   */
  invoice: z.object({ kind: z.enum(['stay', 'cancellation']), from: localDateTime, available: z.boolean() }).nullable(),
  /**
   * Money sent back, oldest first: for its cancellation, a payment that came after the hold had
   * lapsed (`late`), or a second payment of a booking already paid (`duplicate`). `pending`: it is
   * on its way (initiated); `processed`: the provider sent it; `delayed`: the payment provider
   * refused it and our team has it. When it was initiated and processed: India local time.
   */
  refunds: z.array(
    z.object({
      amount: rupees,
      reason: z.enum(['cancellation', 'late', 'duplicate']),
      status: z.enum(['pending', 'processed', 'delayed']),
      initiatedAt: localDateTime,
      processedAt: localDateTime.nullable(),
    }),
  ),
});
export type BookingListItem = z.infer<typeof bookingListItem>;

export const myBookingsBody = z.object({
  upcoming: z.array(bookingListItem),
  awaiting: z.array(bookingListItem),
  completed: z.array(bookingListItem),
  cancelled: z.array(bookingListItem),
});
export type MyBookings = z.infer<typeof myBookingsBody>;
export const myBookingsResponse = successEnvelope(myBookingsBody);

/**
 * POST /booking-detail/{bookingId}: one of the traveller's bookings, as the lists show it, what is
 * owed now, the hotel's phone and when it was confirmed. Another traveller's booking is not found
 * (404), as an unknown one is: the answer never tells that an id exists.
 */
export const bookingDetailParams = z.object({ bookingId });
export const bookingDetail = bookingListItem.extend({
  amountDue: rupees,
  /** The hotel's phone number as sold (+91 ...). */
  hotelPhone: z.string(),
  /** When the booking was confirmed (paid), India local time; null while it was not. */
  confirmedAt: localDateTime.nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;
export const bookingDetailResponse = successEnvelope(bookingDetail);

/** POST /cancelBooking/{bookingId} */
export const cancelRequest = z.object({
  bookingId: bookingId.optional(),
  hotelName: optionalText(200),
  userId: claimedUser,
  changeOfPlans: z.boolean().default(false),
  foundBetterDeal: z.boolean().default(false),
  personalReasons: z.boolean().default(false),
  otherReasons: z.boolean().default(false),
  comments: multilineText(500).default(''),
});
export type CancelRequest = z.infer<typeof cancelRequest>;
export const cancelParams = z.object({ bookingId });

export const cancelResult = z.object({
  bookingId,
  bookingStatus: z.literal('CANCELLED'),
  paymentStatus,
  refund: rupees,
  penalty: rupees,
});
export type CancelResult = z.infer<typeof cancelResult>;
export const cancelResponse = successEnvelope(cancelResult);

// ---------------------------------------------------------------- failures as the browser tells them apart

/**
 * How the browser reads a failed review or booking call (src/api/bookings.ts), for the review
 * machine: no rooms (6034), the server's new price (409 'price changed'), a refused field (400,
 * its message names the field), no session (401), or anything else with the server's message.
 */
export type BookingCallFailure =
  | { kind: 'noRooms' }
  | { kind: 'priceChanged'; price: PriceBreakup }
  | { kind: 'invalid'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; message: string | null };
