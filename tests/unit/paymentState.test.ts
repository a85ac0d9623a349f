import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../contract/booking';
import { startingForm } from '../../machines/rules/guestForm';
import { readPaymentState, summaryOfDetail, summaryOfState } from '../../src/model/paymentState';
import { paymentNavigationState } from '../../machines/reviewBooking.machine';
import { held, result, review } from '../machines/reviewBooking.fixtures';

describe('the payment page state', () => {
  const form = startingForm(review, held);
  const state = paymentNavigationState(form, review, result);

  it("carries the spec's fields: guest details, guests, requests, ids, review, booking id, fees, primary guest's phone and e-mail", () => {
    expect(state).toMatchObject({
      guestDetails: held,
      // The searched party's child (age 7), named after the lead guest until changed.
      additionalGuests: [[{ title: 'Master', firstName: '', lastName: 'Sharma', isBelow12: true }]],
      specialRequests: form.requests,
      hotelId: review.hInfo.id,
      opsId: review.optionId,
      reviewData: review,
      BookingId: result.bookingId,
      totalBookingFee: 8000,
      totalFee: 8960,
      totalTax: 960,
      primaryGuestNum: '9876543210',
      primaryGuestEmail: held.email,
      amountDue: 8960,
      holdUntil: '2026-02-20T10:15',
    });
    // History keeps it through a reload (structured clone): it is read back only for its booking.
    const cloned = structuredClone(state);
    expect(readPaymentState(cloned, result.bookingId)).toEqual(state);
    expect(readPaymentState(cloned, 'PDV0000000000')).toBeNull();
    expect(readPaymentState({ BookingId: result.bookingId }, result.bookingId)).toBeNull();
    expect(readPaymentState(null, null)).toBeNull();
  });

  it('says the booking the same way from the state and from POST /booking-detail', () => {
    const fromState = summaryOfState(state);
    expect(fromState).toMatchObject({
      hotelName: 'Hotel Sea Breeze',
      stay: '12 Mar 2026 (2 PM) to 14 Mar 2026 (11 AM) · 2 nights',
      party: '1 room · 2 guests',
      amountDue: 'Rs 8,960.00',
      due: 8960,
      heldUntil: 'Rooms held until 20 Feb 2026, 10:15 AM',
      awaitingPayment: true,
      breakup: { base: 'Rs 8,000.00', taxes: 'Rs 960.00', total: 'Rs 8,960.00' },
    });
    expect(fromState.price.amount).toBe('Rs 4,480.00');
    const detail: BookingDetail = {
      bookingId: result.bookingId, hotelId: review.hInfo.id, userId: 'u-1', hotelName: review.hInfo.name, hotelRating: 4,
      address: { adr: '12 Marine Drive, Churchgate, Mumbai' }, imgUrl: review.hInfo.img, checkInDate: '2026-03-12', checkOutDate: '2026-03-14', nights: 2,
      numOfGuests: 2, numOfAdults: 1, numberOfRooms: 1, roomType: 'Deluxe Room', mealBasis: 'BREAKFAST', paymentStatus: 'PENDING', bookingStatus: 'PENDING',
      holdUntil: '2026-02-20T10:15', travellerInfo: [{ fN: 'Asha', lN: 'Sharma', ti: 'Mrs', pan: '' }], specialRequest: form.requests, email: held.email,
      userContactNumber: '9876543210', createdTime: '2026-02-20T04:30:00.000Z', ratingStatus: false, price: review.price, amountPaid: 0, paidWith: null, cancellation: null, cancelled: null, refunds: [], invoice: null, amountDue: 8960,
      hotelPhone: review.hInfo.ph, confirmedAt: null,
    };
    const fromDetail = summaryOfDetail(detail);
    for (const key of ['bookingId', 'hotelName', 'stay', 'party', 'guest', 'amountDue', 'due', 'heldUntil', 'breakup', 'price'] as const) expect(fromDetail[key], key).toEqual(fromState[key]);
    // A booking whose hold ended says so, and holds nothing.
    expect(summaryOfDetail({ ...detail, bookingStatus: 'EXPIRED', holdUntil: null })).toMatchObject({ awaitingPayment: false, heldUntil: null, statusText: 'Expired: the rooms were not paid for in time' });
    // Records without a room count still say the guests.
    expect(summaryOfDetail({ ...detail, numberOfRooms: undefined }).party).toBe('2 guests');
  });
});
