import { describe, expect, it } from 'vitest';
import type { BookingListItem } from '../../contract/booking';
import { bookingCard } from '../../src/model/bookingCard';
import { price } from '../machines/reviewBooking.fixtures';

const item: BookingListItem = {
  bookingId: 'PDV7K2M9QXA4B', hotelId: '1275339007', userId: 'u-1', hotelName: 'Hotel Sea Breeze', hotelRating: 4, address: { adr: '12 Marine Drive, Mumbai' },
  imgUrl: '/media/x.webp', checkInDate: '2026-03-12', checkOutDate: '2026-03-14', nights: 2, numOfGuests: 3, numOfAdults: 2, numberOfRooms: 2, roomType: 'Deluxe Room',
  mealBasis: 'BREAKFAST', paymentStatus: 'PENDING', bookingStatus: 'HOLD', holdUntil: '2026-03-08T14:00',
  travellerInfo: [{ fN: 'Asha', lN: 'Sharma', ti: 'Mrs', pan: '' }, { fN: 'Ravi', lN: 'Sharma', ti: 'Master', pan: '' }],
  specialRequest: { smokingRoom: false, lateCheckIn: true, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '' },
  email: 'asha@example.in', userContactNumber: '9876543210', createdTime: '2026-02-20T04:30:00.000Z', ratingStatus: false, price, amountPaid: 0, paidWith: null,
  cancellation: { penalty: 0, refund: 0, freeUntil: '2026-03-09T14:00' }, cancelled: null, refunds: [], invoice: null,
};

describe('a booking card', () => {
  it('marks a blocked booking as awaiting payment with its pay-by time, and a pay-now hold with its hold time', () => {
    expect(bookingCard(item)).toMatchObject({
      status: 'Awaiting payment',
      awaiting: true,
      deadline: 'Pay by 8 Mar 2026, 2:00 PM',
      stay: '12 Mar 2026 (2 PM) to 14 Mar 2026 (11 AM) · 2 nights',
      party: '2 rooms · 3 guests',
      room: 'Deluxe Room · Breakfast Included',
      guests: 'Mrs Asha Sharma, Master Ravi Sharma',
      total: 'Rs 8,960.00',
      cancellation: { penalty: 'Rs 0.00', refund: 'Rs 0.00', freeUntil: 'Free cancellation until 9 Mar 2026, 2:00 PM' },
    });
    expect(bookingCard({ ...item, bookingStatus: 'PENDING', holdUntil: '2026-02-20T10:15' }).deadline).toBe('Rooms held until 20 Feb 2026, 10:15 AM');
    expect(bookingCard({ ...item, bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', holdUntil: null })).toMatchObject({ status: 'Confirmed', awaiting: false, deadline: null });
  });

  it('says how a paid booking was paid, and nothing while it is unpaid or its payment names no method', () => {
    expect(bookingCard(item).paidBy).toBeNull();
    const paid = { ...item, bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', holdUntil: null, amountPaid: 8960 } as const;
    expect(bookingCard(paid).paidBy).toBeNull();
    expect(bookingCard({ ...paid, paidWith: { method: 'upi', vpa: 'asha@okhdfcbank', bank: null, wallet: null, card: null } }).paidBy).toBe('Paid by UPI (asha@okhdfcbank)');
    expect(bookingCard({ ...paid, paidWith: { method: 'wallet', vpa: null, bank: null, wallet: 'paytm', card: null } }).paidBy).toBe('Paid by wallet (Paytm)');
  });

  it('says when and why a cancelled booking was cancelled, and that nothing comes back when nothing does; a record without hotel id or room count still makes a card', () => {
    const cancelled = bookingCard({ ...item, bookingStatus: 'CANCELLED', holdUntil: null, cancellation: null, cancelled: { at: '2026-02-21T05:00:00.000Z', reason: 'Change of plans', refund: 0 } });
    expect(cancelled).toMatchObject({
      status: 'Cancelled', deadline: null, cancellation: null, refunds: [],
      cancelled: { text: 'Cancelled on 21 Feb 2026, 10:30 AM: Change of plans.', noRefund: 'Nothing was paid, so there is nothing to refund.' },
    });
    const sparse = bookingCard({ ...item, hotelId: undefined, numberOfRooms: undefined });
    expect(sparse.party).toBe('3 guests');
    expect(sparse.hotelName).toBe('Hotel Sea Breeze');
  });
});
