/**
 * The Show Cancellation Rules modal (spec 001 §3 Cancellation policy): one row per penalty window
 * with its amount or percentage, and the non-refundable case. Pure.
 */
import type { CancellationPolicy } from '../contract/cancellationPolicy';
import { formatRupees } from './money';
import { formatLocalDateTime } from './dateLabels';

export interface RuleRow {
  from: string;
  to: string;
  /** `Free cancellation`, or `Rs 2,240.00 (50% of the booking)`. */
  charge: string;
  free: boolean;
}

export interface CancellationRulesView {
  nonRefundable: boolean;
  summary: string;
  rows: RuleRow[];
}

export function cancellationRules(policy: CancellationPolicy): CancellationRulesView {
  const rows = [...policy.pd]
    .sort((a, b) => (a.fdt < b.fdt ? -1 : a.fdt > b.fdt ? 1 : 0))
    .map((p) => {
      const free = p.am <= 0 && p.pp <= 0;
      const parts = [p.am > 0 ? formatRupees(p.am) : null, p.pp > 0 ? `${p.pp}% of the booking` : null].filter(Boolean);
      const charge = free ? 'Free cancellation' : parts.length === 2 ? `${parts[0]} (${parts[1]})` : String(parts[0]);
      return { from: formatLocalDateTime(p.fdt), to: formatLocalDateTime(p.tdt), charge, free };
    });
  const nonRefundable = policy.inra || !policy.ifra;
  const summary = nonRefundable
    ? 'Non-refundable: cancelling costs the full amount.'
    : rows.some((r) => r.free)
      ? 'Refundable: cancel free of charge in the free window; charges apply after it.'
      : 'Partly refundable: the charges below apply.';
  return { nonRefundable, summary, rows };
}
