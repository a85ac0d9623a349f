import { describe, expect, it } from 'vitest';
import { bookingStatusView, readBookingStatusState, statusAmount } from '../../src/model/bookingStatus';

describe('the booking-status page (spec 001 §2)', () => {
  const success = { transactionId: 'pay_A1', status: 'success', bookingId: 'PDV7K2M9QXA4B', amount: 8960.5, date: '2026-02-20T10:15' };

  it('shows the payment summary of a success: amount as "Rs . x.xx", date, reference number, status Success', () => {
    expect(bookingStatusView(readBookingStatusState(structuredClone(success)))).toEqual({
      success: true,
      amount: 'Rs . 8,960.50',
      date: '20 Feb 2026, 10:15 AM',
      reference: 'PDV7K2M9QXA4B',
      transactionId: 'pay_A1',
      statusText: 'Success',
    });
    expect(statusAmount(1200)).toBe('Rs . 1,200.00');
    expect(statusAmount(123456.7)).toBe('Rs . 1,23,456.70');
  });

  it('any other status is the failure page, and so is no state or one it cannot read', () => {
    for (const status of ['failure', 'cancelled']) expect(bookingStatusView(readBookingStatusState({ ...success, status }))).toEqual({ success: false });
    for (const state of [null, undefined, 'success', {}, { ...success, status: 'SUCCESS' }]) {
      expect(readBookingStatusState(state).status, JSON.stringify(state)).toBe('failure');
      expect(bookingStatusView(readBookingStatusState(state))).toEqual({ success: false });
    }
  });

  it('reads missing parts as null', () => {
    expect(readBookingStatusState({ status: 'success' })).toEqual({ transactionId: null, status: 'success', bookingId: null, amount: null });
    expect(bookingStatusView(readBookingStatusState({ status: 'success' }))).toMatchObject({ amount: null, date: null, reference: null });
  });
});
