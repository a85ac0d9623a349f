/**
 * The Show Cancellation Rules modal and the review page's cancellation policy: one row per penalty window with what cancelling then costs in words a traveller can
 * check against the price (`1 night (Rs 5,439.53)`, `The whole stay (Rs 10,879.06)`), and the
 * non-refundable case. Pure.
 */
import type { CancellationPolicy } from '../contract/cancellationPolicy';

type PenaltyPeriod = CancellationPolicy['pd'][number];
import { formatRupees } from './money';
import { formatLocalDateTime } from './dateLabels';

export interface RuleRow {
  from: string;
  to: string;
  /** `Free cancellation`, `1 night (Rs 2,240.00)`, `1 night of each of the 2 rooms (Rs 4,480.00)`, `The whole stay (Rs 4,480.00)`. */
  charge: string;
  free: boolean;
}

export interface CancellationRulesView {
  nonRefundable: boolean;
  summary: string;
  rows: RuleRow[];
}

const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

/** What one window costs, in nights of the stay where its room nights say so, else its amount (or share). */
function chargeText(p: PenaltyPeriod, rooms: number): string {
  if (p.am <= 0 && p.pp <= 0) return 'Free cancellation';
  const amount = p.am > 0 ? formatRupees(p.am) : null;
  if (!amount) return `${p.pp}% of the booking`;
  if (p.pp >= 100) return `The whole stay (${amount})`;
  if (p.rn > 0 && p.rn % rooms === 0) return `${nightsText(p.rn / rooms)}${rooms > 1 ? ` of each of the ${rooms} rooms` : ''} (${amount})`;
  return amount;
}

/** The rules of a policy for an option of `rooms` rooms. */
export function cancellationRules(policy: CancellationPolicy, rooms = 1): CancellationRulesView {
  const perRoom = Math.max(1, Math.floor(rooms) || 1);
  const rows = [...policy.pd]
    .sort((a, b) => (a.fdt < b.fdt ? -1 : a.fdt > b.fdt ? 1 : 0))
    .map((p) => {
      const charge = chargeText(p, perRoom);
      return { from: formatLocalDateTime(p.fdt), to: formatLocalDateTime(p.tdt), charge, free: charge === 'Free cancellation' };
    });
  const nonRefundable = policy.inra || !policy.ifra;
  const summary = nonRefundable
    ? 'Non-refundable: cancelling costs the full amount.'
    : rows.some((r) => r.free)
      ? 'Refundable: cancel free of charge in the free window; charges apply after it.'
      : 'Partly refundable: the charges below apply.';
  return { nonRefundable, summary, rows };
}
