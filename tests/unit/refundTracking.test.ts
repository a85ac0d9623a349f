import { describe, expect, it } from 'vitest';
import { cancellationView, refundLine } from '../../src/model/refundTracking';

/** Refund tracking on cancelled bookings: each refund, where it goes and where it is. */
describe('refund tracking', () => {
  const refund = { amount: 4480.25, reason: 'cancellation' as const, initiatedAt: '2026-03-01T17:30' };

  it('says the amount, the original payment method, and initiated (5–7 working days), processed with its date, or delayed', () => {
    expect(refundLine({ ...refund, status: 'pending', processedAt: null })).toEqual({
      title: 'Refund of Rs 4,480.25 to your original payment method',
      status: 'pending',
      label: 'Initiated',
      detail: 'Initiated on 1 Mar 2026, 5:30 PM. Refunds usually reach your account in 5–7 working days.',
    });
    expect(refundLine({ ...refund, status: 'processed', processedAt: '2026-03-02T09:05' })).toMatchObject({
      label: 'Processed',
      detail: 'Processed on 2 Mar 2026, 9:05 AM. It usually shows in your account within 5–7 working days of that.',
    });
    expect(refundLine({ ...refund, status: 'delayed', processedAt: null })).toMatchObject({
      label: 'Delayed',
      detail: 'Initiated on 1 Mar 2026, 5:30 PM. Refund delayed, our team has it.',
    });
    // A payment the booking did not need says why it comes back.
    expect(refundLine({ ...refund, reason: 'late', status: 'pending', processedAt: null }).title).toBe(
      'Refund of Rs 4,480.25 to your original payment method (a payment that arrived after the hold on the rooms had ended)',
    );
    expect(refundLine({ ...refund, reason: 'duplicate', status: 'pending', processedAt: null }).title).toMatch(/\(a second payment for this booking\)$/);
  });

  it('says when and why a booking was cancelled (India time), and why nothing comes back when nothing does', () => {
    const cancelled = { at: '2026-03-01T12:00:00.000Z', reason: 'Change of plans', refund: 4480.25 };
    const line = { ...refund, status: 'pending' as const, processedAt: null };
    expect(cancellationView({ cancelled, amountPaid: 8960.5, refunds: [line] })).toEqual({ text: 'Cancelled on 1 Mar 2026, 5:30 PM: Change of plans.', noRefund: null });
    expect(cancellationView({ cancelled: { ...cancelled, refund: 0 }, amountPaid: 8960.5, refunds: [] })?.noRefund).toBe('No refund is due under the cancellation policy.');
    expect(cancellationView({ cancelled: { ...cancelled, refund: 0, reason: '' }, amountPaid: 0, refunds: [] })).toEqual({
      text: 'Cancelled on 1 Mar 2026, 5:30 PM: no reason given.',
      noRefund: 'Nothing was paid, so there is nothing to refund.',
    });
    expect(cancellationView({ cancelled: null, amountPaid: 0, refunds: [] })).toBeNull();
  });
});
