import { describe, expect, it } from 'vitest';
import type { BookingListItem } from '../../contract/booking';
import { makePaymentState, readMakePaymentState, summaryOfMakePayment } from '../../src/model/makePayment';
import { summaryOfDetail } from '../../src/model/paymentState';
import { BOOKING_ID, HOTEL_ID, price, review } from '../machines/reviewBooking.fixtures';

const item: BookingListItem = {
  bookingId: BOOKING_ID, hotelId: HOTEL_ID, userId: 'u-1', hotelName: review.hInfo.name, hotelRating: 4, address: { adr: '12 Marine Drive, Churchgate, Mumbai' },
  imgUrl: review.hInfo.img, checkInDate: '2026-03-12', checkOutDate: '2026-03-14', nights: 2, numOfGuests: 2, numOfAdults: 1, numberOfRooms: 1,
  roomType: 'Deluxe Room', mealBasis: 'BREAKFAST', paymentStatus: 'PENDING', bookingStatus: 'HOLD', holdUntil: '2026-03-08T14:00',
  travellerInfo: [{ fN: 'Asha', lN: 'Sharma', ti: 'Mrs', pan: '' }],
  specialRequest: { smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '' },
  email: 'asha.sharma@example.in', userContactNumber: '9876543210', createdTime: '2026-02-20T04:30:00.000Z', ratingStatus: false, price, amountPaid: 0, paidWith: null,
  cancellation: { penalty: 0, refund: 0, freeUntil: '2026-03-09T14:00' }, cancelled: null, refunds: [], invoice: null,
};

describe('Make Payment on an awaiting booking', () => {
  it("carries the spec's fields and the list item, and is read back only for its booking", () => {
    const state = makePaymentState(item);
    expect(state).toMatchObject({
      BookingId: BOOKING_ID, hotelId: HOTEL_ID, totalFee: 8960, totalBookingFee: 8000, totalTax: 960,
      primaryGuestNum: '9876543210', primaryGuestEmail: 'asha.sharma@example.in', booking: item,
    });
    const cloned = structuredClone(state);
    expect(readMakePaymentState(cloned, BOOKING_ID)).toEqual(state);
    expect(readMakePaymentState(cloned, null)).toEqual(state);
    expect(readMakePaymentState(cloned, 'PDV0000000000')).toBeNull();
    expect(readMakePaymentState({ BookingId: BOOKING_ID, totalFee: 1 }, BOOKING_ID)).toBeNull();
    expect(readMakePaymentState(null, BOOKING_ID)).toBeNull();
  });

  it('shows the booking on the payment page at once, as POST /booking-detail will, owing the total less what was paid', () => {
    const summary = summaryOfMakePayment(makePaymentState(item));
    expect(summary).toEqual(summaryOfDetail({ ...item, amountDue: 8960 }));
    expect(summary).toMatchObject({ amountDue: 'Rs 8,960.00', due: 8960, awaitingPayment: true, statusText: 'Blocked, awaiting payment' });
    expect(summaryOfMakePayment(makePaymentState({ ...item, amountPaid: 960.5 })).due).toBe(7999.5);
  });
});
