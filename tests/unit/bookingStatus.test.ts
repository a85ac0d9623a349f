import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../contract/payments';
import { readBookingStatusState, readOutcome, refundNoticeOf, statusAmount, statusPage } from '../../src/model/bookingStatus';
import { confirmedBooking, expiredBooking, heldBooking, outcomeOf } from '../machines/bookingStatus.fixtures';
import { BOOKING_ID } from '../machines/checkout.fixtures';

const facts = { bookingId: BOOKING_ID, hotelName: 'Hotel Sea Breeze', address: '12 Marine Drive, Churchgate, Mumbai', stay: '12 Mar 2026 (2 PM) to 14 Mar 2026 (11 AM) · 2 nights' };

describe('the booking-status page', () => {
  it('reads the navigation state: an unreadable one is a failure, and no state at all is no outcome', () => {
    expect(readBookingStatusState(structuredClone(outcomeOf('success')))).toEqual(outcomeOf('success'));
    for (const state of [null, undefined, 'success', {}, { status: 'SUCCESS' }]) expect(readBookingStatusState(state).status, JSON.stringify(state)).toBe('failure');
    expect(readBookingStatusState({ status: 'success' })).toEqual({ transactionId: null, status: 'success', bookingId: null, amount: null });
    expect(readOutcome(null)).toBeNull();
    expect(readOutcome({ some: 'other state' })).toBeNull();
    expect(readOutcome({ status: 'SUCCESS' })).toMatchObject({ status: 'failure' });
    expect(statusAmount(1200)).toBe('Rs . 1,200.00');
    expect(statusAmount(123456.7)).toBe('Rs . 1,23,456.70');
  });

  it('without a booking to read, is the spec\'s page from the outcome: the summary of a success, else the failure page', () => {
    expect(statusPage({ phase: 'noBooking', outcome: outcomeOf('success'), booking: null })).toEqual({
      kind: 'confirmed',
      summary: { amount: 'Rs . 8,960.50', date: '20 Feb 2026, 10:15 AM', reference: BOOKING_ID, statusText: 'Success', paidBy: null },
      booking: null,
    });
    for (const outcome of [outcomeOf('failure'), outcomeOf('cancelled'), null]) {
      expect(statusPage({ phase: 'noBooking', outcome, booking: null })).toEqual({ kind: 'failed', booking: null, hold: null, ended: null, canPay: false, canReread: false, refund: null });
    }
    // Not read (the call failed): the same, with a way to read it again.
    expect(statusPage({ phase: 'unread', outcome: outcomeOf('failure'), booking: null })).toMatchObject({ kind: 'failed', canReread: true });
    expect(statusPage({ phase: 'loading', outcome: outcomeOf('success'), booking: null })).toEqual({ kind: 'loading' });
    expect(statusPage({ phase: 'notFound', outcome: outcomeOf('success'), booking: null })).toEqual({ kind: 'notFound' });
  });

  it('a confirmed booking is the confirmation whatever the last outcome said, with the stay, the hotel\'s phone, the e-mail and the invoice', () => {
    for (const outcome of [outcomeOf('success'), outcomeOf('failure'), null]) {
      expect(statusPage({ phase: 'shown', outcome, booking: confirmedBooking })).toEqual({
        kind: 'confirmed',
        // The paid amount and the moment the server confirmed it, in the spec's words, and how it was paid.
        summary: { amount: 'Rs . 8,960.50', date: '20 Feb 2026, 10:16 AM', reference: BOOKING_ID, statusText: 'Success', paidBy: 'Paid by UPI (asha.sharma@okhdfcbank)' },
        booking: {
          ...facts,
          hotelPhone: { display: '+91 98123 45678', tel: '+919812345678' },
          checkIn: '12 Mar 2026, from 2 PM',
          checkOut: '14 Mar 2026, by 11 AM',
          guests: '2 guests: Mrs Asha Sharma, Mr Ravi Sharma',
          rooms: '1 room: Deluxe Room · Breakfast Included',
          amountPaid: 'Rs 8,960.50',
          emailSent: 'A confirmation was sent to asha.sharma@example.in.',
          invoice: 'Your GST invoice can be downloaded after check-out, from 14 Mar 2026, 11 AM, under My Bookings (Completed).',
        },
      });
    }
    // A payment recorded before methods were says nothing of how.
    expect(statusPage({ phase: 'shown', outcome: null, booking: { ...confirmedBooking, paidWith: null } })).toMatchObject({ summary: { paidBy: null } });
    // Without a confirmation time of its own, the outcome's.
    expect(statusPage({ phase: 'shown', outcome: outcomeOf('success'), booking: { ...confirmedBooking, confirmedAt: null } })).toMatchObject({ summary: { date: '20 Feb 2026, 10:15 AM' } });
  });

  it('a booking still held says until when: beside the spec\'s failure texts after a failed payment, on its own after a closed checkout or later', () => {
    const hold = 'Your rooms are still held until 8 Mar 2026, 2:00 PM.';
    expect(statusPage({ phase: 'shown', outcome: outcomeOf('failure'), booking: heldBooking })).toEqual({ kind: 'failed', booking: facts, hold, ended: null, canPay: true, canReread: false, refund: null });
    expect(statusPage({ phase: 'shown', outcome: outcomeOf('cancelled'), booking: heldBooking })).toEqual({ kind: 'held', booking: facts, hold, checkoutClosed: true });
    expect(statusPage({ phase: 'shown', outcome: null, booking: heldBooking })).toEqual({ kind: 'held', booking: facts, hold, checkoutClosed: false });
  });

  it('a booking that ended says how and when (India time), and any refund', () => {
    const ended = 'Its rooms were released on 20 Feb 2026, 10:30 AM: the payment was not completed in time.';
    expect(statusPage({ phase: 'shown', outcome: outcomeOf('failure'), booking: expiredBooking })).toEqual({ kind: 'failed', booking: facts, hold: null, ended, canPay: false, canReread: false, refund: null });
    expect(statusPage({ phase: 'shown', outcome: null, booking: expiredBooking })).toEqual({
      kind: 'ended', booking: facts, title: 'This booking expired', ended, noRefund: 'Nothing was paid, so there is nothing to refund.', refunds: [],
    });
    const notPaid = { ...expiredBooking, bookingStatus: 'CANCELLED' as const, cancelled: { ...expiredBooking.cancelled!, reason: 'not paid' } };
    expect(statusPage({ phase: 'shown', outcome: outcomeOf('cancelled'), booking: notPaid })).toMatchObject({
      kind: 'ended', title: 'This booking was cancelled', ended: 'It was cancelled on 20 Feb 2026, 10:30 AM: it was not paid by its pay-by time, so its rooms were released.',
    });
    const refunded = {
      ...confirmedBooking, bookingStatus: 'CANCELLED' as const, cancelled: { at: '2026-03-01T12:00:00.000Z', reason: 'Change of plans', refund: 4480.25 },
      refunds: [{ amount: 4480.25, reason: 'cancellation' as const, status: 'processed' as const, initiatedAt: '2026-03-01T17:30', processedAt: '2026-03-01T17:31' }],
    };
    expect(statusPage({ phase: 'shown', outcome: null, booking: refunded })).toMatchObject({
      kind: 'ended', ended: 'It was cancelled on 1 Mar 2026, 5:30 PM (Change of plans).', noRefund: null,
      refunds: [{ title: 'Refund of Rs 4,480.25 to your original payment method', label: 'Processed', detail: expect.stringMatching(/^Processed on 1 Mar 2026, 5:31 PM\./) }],
    });
  });

  it('says a payment was refunded because the hold lapsed, or because the booking was cancelled first; nothing for other refunds', () => {
    const late = [{ amount: 8960, reason: 'late' as const, status: 'pending' as const, initiatedAt: '2026-02-20T10:30', processedAt: null }];
    expect(refundNoticeOf({ bookingStatus: 'EXPIRED', refunds: late })).toEqual({ title: 'Your payment was refunded', text: paymentMessages.lateRefundedDetail });
    expect(refundNoticeOf({ bookingStatus: 'EXPIRED', refunds: late })!.text).toMatch(/^The hold on your rooms had lapsed before your payment arrived/);
    expect(refundNoticeOf({ bookingStatus: 'CANCELLED', refunds: late })!.text).toMatch(/^This booking was cancelled before your payment arrived/);
    expect(refundNoticeOf({ bookingStatus: 'SUCCESS', refunds: [{ ...late[0]!, reason: 'duplicate' }] })).toBeNull();
    expect(refundNoticeOf(undefined)).toBeNull();
  });
});
