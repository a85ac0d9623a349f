import { describe, expect, it } from 'vitest';
import { leadTerms } from '../../machines/rules/leadTerms';
import { cancellationPolicy } from '../../server/modules/hotels/policy';
import type { Plan } from '../../server/modules/catalogue/store/hotels';

const HOUR = 3_600_000;
/** Check-in 2031-03-15 at 2 PM India time (08:30 UTC). */
const CHECK_IN = '2031-03-15';
const checkInAt = Date.UTC(2031, 2, 15, 8, 30);

describe('lead option terms', () => {
  it('a non-refundable plan, or none at all, has neither', () => {
    expect(leadTerms({ fcd: null, pl: true }, { checkIn: CHECK_IN, now: checkInAt - 30 * 24 * HOUR })).toEqual({ freeCancellation: false, payLater: false });
    expect(leadTerms(undefined, { checkIn: CHECK_IN, now: 0 })).toEqual({ freeCancellation: false, payLater: false });
    expect(leadTerms({}, { checkIn: CHECK_IN, now: 0 })).toEqual({ freeCancellation: false, payLater: false });
  });

  it('free cancellation lasts until fcd days before check-in at 2 PM', () => {
    const deadline = checkInAt - 3 * 24 * HOUR;
    expect(leadTerms({ fcd: 3 }, { checkIn: CHECK_IN, now: deadline - 1 }).freeCancellation).toBe(true);
    expect(leadTerms({ fcd: 3 }, { checkIn: CHECK_IN, now: deadline }).freeCancellation).toBe(false);
  });

  it('pay later needs the plan to allow it and the deadline at least 48 hours ahead', () => {
    const deadline = checkInAt - 3 * 24 * HOUR;
    expect(leadTerms({ fcd: 3, pl: true }, { checkIn: CHECK_IN, now: deadline - 48 * HOUR })).toEqual({ freeCancellation: true, payLater: true });
    expect(leadTerms({ fcd: 3, pl: true }, { checkIn: CHECK_IN, now: deadline - 48 * HOUR + 1 })).toEqual({ freeCancellation: true, payLater: false });
    expect(leadTerms({ fcd: 3, pl: false }, { checkIn: CHECK_IN, now: deadline - 30 * 24 * HOUR }).payLater).toBe(false);
  });

  it('a check-in that is no date gives neither', () => {
    expect(leadTerms({ fcd: 1, pl: true }, { checkIn: 'soon', now: 0 })).toEqual({ freeCancellation: false, payLater: false });
  });

  it("agrees with the server's cancellation policy at every hour around the deadlines", () => {
    for (const freeCancelDays of [0, 1, 2, 7]) {
      for (const payLater of [true, false]) {
        const plan = { code: 'ROR', meal: 'RO', refundable: true, freeCancelDays, payLater, mealBasis: 'ROOM ONLY', mealPerAdultPaise: 0 } as unknown as Plan;
        for (let h = -24 * 12; h <= 24; h++) {
          const now = new Date(checkInAt + h * HOUR);
          const server = cancellationPolicy({
            optionId: 'o', plan, checkin: CHECK_IN, checkout: '2031-03-16', rooms: 1, nights: 1,
            totalPaise: 100_000, firstNightPaise: 100_000, now, hotelPayLater: true,
          });
          expect(leadTerms({ fcd: freeCancelDays, pl: payLater }, { checkIn: CHECK_IN, now: now.getTime() })).toEqual({ freeCancellation: server.ddt !== null, payLater: server.isBA });
        }
      }
    }
  });
});
