/**
 * A rate plan's codes: its own, part of every option id, and the one partners name it by when its
 * operator gave none. Generated and imported plans, and their calendars, are keyed by them. Pure.
 */
import type { MealCode } from '../../domain/pricing';

/** A rate plan's own code: its meal and R (refundable) or N. */
export const planCodeOf = (meal: MealCode, refundable: boolean) => `${meal}${refundable ? 'R' : 'N'}`;
/** A rate plan's code for partners when its operator gave none: BB-R, BB-NR. */
export const partnerPlanCodeOf = (meal: MealCode, refundable: boolean) => `${meal}-${refundable ? 'R' : 'NR'}`;
