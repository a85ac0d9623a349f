/**
 * What cancelling a booking costs at a given moment, under its cancellation policy (a
 * booking's `cnp`): the amount of the penalty window the moment falls in. Before the first window, its
 * amount; after the last (the stay is over), the whole booking. Pure.
 */
import type { CancellationPolicy } from '../../../contract/cancellationPolicy';
import { toPaise } from '../../../domain/money';

/** The penalty in paise of cancelling at `at` (India local time, `YYYY-MM-DDTHH:mm`), at most `totalPaise`. */
export function penaltyAt(policy: CancellationPolicy, at: string, totalPaise: number): number {
  const windows = [...policy.pd].sort((a, b) => (a.fdt < b.fdt ? -1 : a.fdt > b.fdt ? 1 : 0));
  const current = windows.find((p) => p.fdt <= at && at < p.tdt) ?? (windows[0] && at < windows[0].fdt ? windows[0] : undefined);
  return current ? Math.min(totalPaise, toPaise(current.am)) : totalPaise;
}

/**
 * Cancelling at `at` with `paidPaise` paid: the penalty kept (never more than was paid: an unpaid
 * block is released free) and the refund of the rest.
 */
export function refundAt(policy: CancellationPolicy, at: string, totalPaise: number, paidPaise: number): { penalty: number; refund: number } {
  const penalty = Math.min(paidPaise, penaltyAt(policy, at, totalPaise));
  return { penalty, refund: paidPaise - penalty };
}
