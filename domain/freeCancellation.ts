/**
 * When a refundable rate plan stops cancelling free: `freeCancelDays` before check-in at 2 PM,
 * India time. The hotel page's cancellation windows and a search hit's lead terms (leadTerms.ts) both read it. Pure.
 */
import { indiaInstant } from './dates';

const DAY_MS = 86_400_000;
export const CHECK_IN_HOUR = 14;

/** The instant free cancellation ends for a check-in day (YYYY-MM-DD). */
export function freeCancellationEnds(checkinDate: string, freeCancelDays: number): Date {
  return new Date(indiaInstant(checkinDate, CHECK_IN_HOUR).getTime() - freeCancelDays * DAY_MS);
}
