import type { BookingDetail } from '../../contract/booking';
import type { BookingStatusInput } from '../../machines/bookingStatus.machine';
import type { BookingStatusState } from '../../machines/checkout.machine';
import { BOOKING_ID, PAYMENT_ID } from './checkout.fixtures';

/**
 * The booking-status page's starts (the check-status flow's outcomes, a page opened on its own,
 * none at all) and the booking as the server answers it (confirmed, held, expired): the machine's
 * model (bookingStatus.model.ts) and the page's view-model tests (tests/unit/bookingStatus.test.ts).
 */

export const outcomeOf = (status: BookingStatusState['status']): BookingStatusState => ({
  transactionId: status === 'cancelled' ? null : PAYMENT_ID,
  status,
  bookingId: BOOKING_ID,
  amount: 8960.5,
  date: '2026-02-20T10:15',
});

export const afterFailure: BookingStatusInput = { bookingId: BOOKING_ID, outcome: outcomeOf('failure') };
export const afterClosedCheckout: BookingStatusInput = { bookingId: BOOKING_ID, outcome: outcomeOf('cancelled') };
export const afterSuccess: BookingStatusInput = { bookingId: BOOKING_ID, outcome: outcomeOf('success') };
/** A reload of a link, a shared link, a visit later: the URL's id, no outcome. */
export const openedLater: BookingStatusInput = { bookingId: BOOKING_ID, outcome: null };
/** /booking-status with nothing to go on. */
export const nothing: BookingStatusInput = { bookingId: null, outcome: null };

export const heldBooking: BookingDetail = {
  bookingId: BOOKING_ID, hotelId: 'H1042', userId: 'u-8f3a2c', hotelName: 'Hotel Sea Breeze', hotelRating: 4, address: { adr: '12 Marine Drive, Churchgate, Mumbai' },
  imgUrl: '/media/hotels/H1042/0-Standard.svg', checkInDate: '2026-03-12', checkOutDate: '2026-03-14', nights: 2, numOfGuests: 2, numOfAdults: 2, numberOfRooms: 1,
  roomType: 'Deluxe Room', mealBasis: 'BREAKFAST', paymentStatus: 'PENDING', bookingStatus: 'HOLD', holdUntil: '2026-03-08T14:00',
  travellerInfo: [{ fN: 'Asha', lN: 'Sharma', ti: 'Mrs', pan: '' }, { fN: 'Ravi', lN: 'Sharma', ti: 'Mr', pan: '' }],
  specialRequest: { smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '' },
  email: 'asha.sharma@example.in', userContactNumber: '9876543210', createdTime: '2026-02-20T04:30:00.000Z', ratingStatus: false,
  price: { base: 8000.5, taxes: 960, total: 8960.5, perNight: 4480.25, nights: 2, rooms: 1, nightsDiffer: false }, amountPaid: 0, paidWith: null,
  cancellation: { penalty: 0, refund: 0, freeUntil: '2026-03-09T14:00' }, cancelled: null, invoice: null, refunds: [], amountDue: 8960.5, hotelPhone: '+91 98123 45678', confirmedAt: null,
};

export const confirmedBooking: BookingDetail = {
  ...heldBooking, bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', holdUntil: null, amountPaid: 8960.5, amountDue: 0, confirmedAt: '2026-02-20T10:16',
  paidWith: { method: 'upi', vpa: 'asha.sharma@okhdfcbank', bank: null, wallet: null, card: null },
  invoice: { kind: 'stay', from: '2026-03-14T11:00', available: false },
};

export const expiredBooking: BookingDetail = {
  ...heldBooking, bookingStatus: 'EXPIRED', paymentStatus: 'NOT_PAID', holdUntil: null, cancellation: null, amountDue: 8960.5,
  cancelled: { at: '2026-02-20T05:00:00.000Z', reason: 'payment not completed in time', refund: 0 },
};

/** How the app's read fails (src/live/bookingStatus.ts): none of the traveller's, or the call failed. */
export const notFoundError = Object.assign(new Error('notFound'), { failure: { kind: 'notFound' } });
export const failedError = Object.assign(new Error('failed'), { failure: { kind: 'failed' } });
