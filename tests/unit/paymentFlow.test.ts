import { describe, expect, it } from 'vitest';
import { checkoutFailureOf, checkoutOptions, checkoutSuccessOf, orderDataOf, paymentStart, readCheckStatusState } from '../../machines/rules/paymentFlow';
import { BOOKING_ID, order } from '../machines/checkout.fixtures';

describe('payment initiation: what the answer says to do', () => {
  it('RAZORPAY with the order data opens the checkout; PHONEPE with a web redirectUrl leaves for it', () => {
    expect(paymentStart(order)).toEqual({ kind: 'checkout', order });
    expect(paymentStart({ gateway: 'PHONEPE', redirectUrl: 'https://mercury.phonepe.com/transact/pg?token=abc' })).toEqual({
      kind: 'redirect',
      url: 'https://mercury.phonepe.com/transact/pg?token=abc',
    });
  });

  it('anything else is an invalid payment response', () => {
    for (const response of [
      null,
      'order_x',
      {},
      { gateway: 'PHONEPE' },
      { gateway: 'PHONEPE', redirectUrl: 'javascript:alert(1)' },
      { gateway: 'PHONEPE', redirectUrl: 'not a url' },
      { ...order, order_id: '' },
      { ...order, order_id: undefined },
      { ...order, key: '' },
      { ...order, amount: 0 },
      { ...order, amount: '8960.50' },
      { ...order, currency: 'USD' },
      { ...order, prefill: undefined },
      { ...order, gateway: 'STRIPE' },
      // The checkout must close when the booking's hold ends.
      { ...order, timeout: undefined },
      { ...order, timeout: 0 },
      { ...order, timeout: 12.5 },
    ]) {
      expect(paymentStart(response), JSON.stringify(response)).toEqual({ kind: 'invalid' });
    }
  });

  it('keeps only the fields of the payment order data', () => {
    expect(orderDataOf({ ...order, extra: 'x', prefill: { ...order.prefill, method: 'card' } })).toEqual(order);
  });
});

describe('the check-status state and the checkout', () => {
  it('reads the payment order data and the booking id /payment left, each part or null', () => {
    const state = structuredClone({ paymentResponse: order, bookingId: BOOKING_ID });
    expect(readCheckStatusState(state)).toEqual({ paymentResponse: order, bookingId: BOOKING_ID });
    expect(readCheckStatusState(null)).toEqual({ paymentResponse: null, bookingId: null });
    expect(readCheckStatusState({ bookingId: BOOKING_ID })).toEqual({ paymentResponse: null, bookingId: BOOKING_ID });
    expect(readCheckStatusState({ paymentResponse: { ...order, order_id: undefined }, bookingId: '' })).toEqual({ paymentResponse: null, bookingId: null });
  });

  it('opens the checkout with the amount in paise (rupees x 100), no retry inside it, and closing when the hold ends', () => {
    expect(checkoutOptions(order)).toEqual({
      key: 'rzp_test_sandbox',
      amount: 896050,
      currency: 'INR',
      name: 'Padaav',
      description: order.description,
      order_id: order.order_id,
      prefill: order.prefill,
      retry: { enabled: false },
      send_sms_hash: true,
      timeout: 840,
    });
    // No float noise: 0.29 x 100 is 28.999999999999996.
    expect(checkoutOptions({ ...order, amount: 1234.29 }).amount).toBe(123429);
  });

  it("reads the checkout's success handler and payment.failed as Razorpay gives them", () => {
    expect(checkoutSuccessOf({ razorpay_payment_id: 'pay_A1', razorpay_order_id: order.order_id, razorpay_signature: 'f'.repeat(64) })).toEqual({
      paymentId: 'pay_A1',
      signature: 'f'.repeat(64),
    });
    expect(checkoutSuccessOf({})).toEqual({ paymentId: null, signature: null });
    expect(checkoutSuccessOf(undefined)).toEqual({ paymentId: null, signature: null });
    expect(checkoutFailureOf({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined by the bank', metadata: { payment_id: 'pay_B2', order_id: order.order_id } } })).toEqual({
      reason: 'Card declined by the bank',
      paymentId: 'pay_B2',
    });
    expect(checkoutFailureOf({ error: { description: '  ' } })).toEqual({ reason: null, paymentId: null });
    expect(checkoutFailureOf(null)).toEqual({ reason: null, paymentId: null });
  });
});
