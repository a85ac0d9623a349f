import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import { penaltyAt, refundAt } from '../../server/modules/bookings/cancellationPenalty';

const refundable: CancellationPolicy = {
  id: 'o', inra: false, ifra: true,
  pd: [
    { fdt: '2027-01-01T10:00', tdt: '2027-01-08T14:00', am: 0, pp: 0, rn: 0 },
    { fdt: '2027-01-08T14:00', tdt: '2027-01-10T14:00', am: 2000, pp: 33.33, rn: 1 },
    { fdt: '2027-01-10T14:00', tdt: '2027-01-13T11:00', am: 6000, pp: 100, rn: 3 },
  ],
};

describe('cancelling under a policy', () => {
  it('costs the amount of the window the moment falls in, the whole booking after the last', () => {
    expect(penaltyAt(refundable, '2027-01-05T09:00', 600_000)).toBe(0);
    expect(penaltyAt(refundable, '2027-01-08T14:00', 600_000)).toBe(200_000);
    expect(penaltyAt(refundable, '2027-01-11T00:00', 600_000)).toBe(600_000);
    expect(penaltyAt(refundable, '2027-01-14T00:00', 600_000)).toBe(600_000);
    expect(penaltyAt(refundable, '2026-12-31T00:00', 600_000)).toBe(0);
  });

  it('refunds what was paid beyond the penalty, and keeps nothing of an unpaid block', () => {
    expect(refundAt(refundable, '2027-01-09T00:00', 600_000, 600_000)).toEqual({ penalty: 200_000, refund: 400_000 });
    expect(refundAt(refundable, '2027-01-02T00:00', 600_000, 600_000)).toEqual({ penalty: 0, refund: 600_000 });
    expect(refundAt(refundable, '2027-01-09T00:00', 600_000, 0)).toEqual({ penalty: 0, refund: 0 });
  });
});
