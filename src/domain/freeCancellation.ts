/**
 * When a refundable rate plan stops cancelling free: `freeCancelDays` before check-in at 2 PM,
 * India time. The hotel page's cancellation windows and the result card's badge both read it. Pure.
 */
import { indiaInstant } from './dates';

const DAY_MS = 86_400_000;
export const CHECK_IN_HOUR = 14;

export interface CancellablePlan {
  refundable: boolean;
  freeCancelDays: number;
}

/** The instant free cancellation ends for a check-in day (YYYY-MM-DD). */
export function freeCancellationEnds(checkinDate: string, freeCancelDays: number): Date {
  return new Date(indiaInstant(checkinDate, CHECK_IN_HOUR).getTime() - freeCancelDays * DAY_MS);
}

/**
 * Can the plan still be cancelled free, `msToCheckin` before check-in at 2 PM? Search works out
 * that lead time once per answer and asks this for every hotel's lead option.
 */
export function cancelsFree(plan: CancellablePlan, msToCheckin: number): boolean {
  return plan.refundable && plan.freeCancelDays * DAY_MS < msToCheckin;
}

/** Milliseconds from `now` to check-in at 2 PM, India time. */
export function msToCheckin(checkinDate: string, now: number): number {
  return indiaInstant(checkinDate, CHECK_IN_HOUR).getTime() - now;
}
