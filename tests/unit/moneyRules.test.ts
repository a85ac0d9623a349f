import { describe, expect, it } from 'vitest';
import { CHECKOUT_MAX_SECONDS, CHECKOUT_MINUTES, VERIFY_MARGIN_SECONDS, checkoutTimeout, extendedHold } from '../../server/modules/payments/checkoutWindow';
import { REFUND_MAX_ATTEMPTS, REFUND_RETRY_MINUTES, nextRefundAttempt } from '../../server/modules/money/refundRetries';
import { splitRefund } from '../../server/modules/money/refundSplit';

const MINUTE = 60_000;
const now = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

describe('a refund split across the payments that paid a booking', () => {
  it('takes the oldest first, each at most what it has left, and never more than all of them have', () => {
    const payments = [
      { paymentId: 'pay_A', orderId: 'order_1', leftPaise: 10_000 },
      { paymentId: 'pay_B', orderId: 'order_2', leftPaise: 4_000 },
    ];
    expect(splitRefund(12_500, payments).map((p) => [p.paymentId, p.amountPaise])).toEqual([['pay_A', 10_000], ['pay_B', 2_500]]);
    expect(splitRefund(6_000, payments).map((p) => [p.paymentId, p.amountPaise])).toEqual([['pay_A', 6_000]]);
    expect(splitRefund(99_999, payments).map((p) => p.amountPaise)).toEqual([10_000, 4_000]);
    expect(splitRefund(0, payments)).toEqual([]);
    expect(splitRefund(-5, payments)).toEqual([]);
  });

  it('adds up to min(owed, left), with every part positive and within its payment (every owed amount against every mix of payments)', () => {
    const lefts = [0, 1, 2_500, 10_000];
    for (const a of lefts) for (const b of lefts) for (const c of lefts) {
      const payments = [a, b, c].map((leftPaise, i) => ({ paymentId: `pay_${i}`, orderId: `order_${i}`, leftPaise }));
      const left = a + b + c;
      for (const owed of [0, 1, 2_499, 2_500, 7_777, 10_000, 12_500, 20_001, 40_000]) {
        const parts = splitRefund(owed, payments);
        expect(parts.reduce((n, p) => n + p.amountPaise, 0)).toBe(Math.min(owed, left));
        for (const part of parts) expect(part.amountPaise > 0 && part.amountPaise <= part.leftPaise).toBe(true);
      }
    }
  });
});

describe('refund retries', () => {
  it('waits longer after each failed try, and stops after the last', () => {
    let attempts = 1;
    for (const minutes of REFUND_RETRY_MINUTES) expect(nextRefundAttempt(attempts++, now)).toEqual(at(minutes));
    expect(attempts).toBe(REFUND_MAX_ATTEMPTS);
    expect(nextRefundAttempt(REFUND_MAX_ATTEMPTS, now)).toBeNull();
    expect([...REFUND_RETRY_MINUTES]).toEqual([...REFUND_RETRY_MINUTES].sort((a, b) => a - b));
  });
});

describe('the checkout window', () => {
  it('is what is left of the hold less the margin, at least a second and at most half an hour', () => {
    expect(checkoutTimeout(at(15), now)).toBe(15 * 60 - VERIFY_MARGIN_SECONDS);
    expect(checkoutTimeout(at(0.2), now)).toBe(1);
    expect(checkoutTimeout(at(-5), now)).toBe(1);
    expect(checkoutTimeout(at(3 * 24 * 60), now)).toBe(CHECKOUT_MAX_SECONDS);
  });

  it('extends a hold with less than a checkout left, once', () => {
    expect(extendedHold(at(2), now, false)).toEqual(at(CHECKOUT_MINUTES));
    expect(extendedHold(at(2), now, true)).toBeNull();
    expect(extendedHold(at(CHECKOUT_MINUTES + 1), now, false)).toBeNull();
  });
});
