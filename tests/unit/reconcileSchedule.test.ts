import { describe, expect, it } from 'vitest';
import { nextCheckAt } from '../../server/modules/payments/reconcileSchedule';

const made = new Date('2026-11-29T10:00:00Z');
const after = (minutes: number) => new Date(made.getTime() + minutes * 60_000);
const TWO_DAYS = 2 * 86_400_000;

describe('when reconciliation asks about an order again', () => {
  it('1, 2, 5 and 15 minutes after it was made, then hourly', () => {
    const asked: number[] = [];
    for (let now = made, next = nextCheckAt(made, now, TWO_DAYS); next && asked.length < 8; now = next, next = nextCheckAt(made, now, TWO_DAYS)) {
      asked.push((next.getTime() - made.getTime()) / 60_000);
    }
    expect(asked).toEqual([1, 2, 5, 15, 75, 135, 195, 255]);
  });

  it('a check that ran late is next due at the schedule\'s next time after it, not at the times it missed', () => {
    expect(nextCheckAt(made, after(3), TWO_DAYS)).toEqual(after(5));
    expect(nextCheckAt(made, after(15), TWO_DAYS)).toEqual(after(75));
    expect(nextCheckAt(made, after(200), TWO_DAYS)).toEqual(after(255));
  });

  it('asks no more once the window has passed: 2 days for an open order, 6 hours after a payment', () => {
    expect(nextCheckAt(made, after(2 * 24 * 60 - 30), TWO_DAYS)).toBeNull();
    expect(nextCheckAt(made, after(2 * 24 * 60 - 80), TWO_DAYS)).toEqual(after(2 * 24 * 60 - 45));
    expect(nextCheckAt(made, after(5 * 60), 6 * 3_600_000)).toEqual(after(5 * 60 + 15));
    expect(nextCheckAt(made, after(5 * 60 + 15), 6 * 3_600_000)).toBeNull();
    expect(nextCheckAt(made, made, 90_000)).toEqual(after(1));
    expect(nextCheckAt(made, after(1), 90_000)).toBeNull();
  });
});
