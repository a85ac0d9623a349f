/**
 * Where the money of a cancelled booking is, read from the payment ledger: when it was
 * cancelled and why, and each refund with its amount, that it goes to the original payment
 * method, and its status: initiated (banks usually take 5 to 7 working days), processed (with its
 * date) or delayed (the provider refused it and the team has it). Refunds of a payment the booking
 * did not need (one after its hold ended, a second one) show the same way. Pure and browser-safe.
 */
import type { BookingListItem } from '../../contract/booking';
import { moneyMessages } from '../../contract/payments';
import { formatLocalDateTime } from '../../domain/dateLabels';
import { indiaDateTime } from '../../domain/dates';
import { formatRupees } from '../../domain/money';

type Refund = BookingListItem['refunds'][number];

export const REFUND_STATUS_LABELS: Record<Refund['status'], string> = { pending: 'Initiated', processed: 'Processed', delayed: 'Delayed' };

export interface RefundLine {
  /** `Refund of Rs 4,480.25 to your original payment method`, and why when not for the cancellation. */
  title: string;
  status: Refund['status'];
  /** `Initiated`, `Processed` or `Delayed`. */
  label: string;
  /** `Initiated on 1 Mar 2026, 5:30 PM. Refunds usually reach your account in 5–7 working days.` and the like. */
  detail: string;
}

const WHY: Record<Refund['reason'], string> = {
  cancellation: '',
  late: ' (a payment that arrived after the hold on the rooms had ended)',
  duplicate: ' (a second payment for this booking)',
};

export function refundLine(refund: Refund): RefundLine {
  const initiated = `Initiated on ${formatLocalDateTime(refund.initiatedAt)}.`;
  const detail =
    refund.status === 'processed'
      ? `Processed on ${formatLocalDateTime(refund.processedAt ?? refund.initiatedAt)}. It usually shows in your account within 5–7 working days of that.`
      : refund.status === 'delayed'
        ? `${initiated} ${moneyMessages.refundDelayed}`
        : `${initiated} Refunds usually reach your account in 5–7 working days.`;
  return {
    title: `Refund of ${formatRupees(refund.amount)} to your original payment method${WHY[refund.reason]}`,
    status: refund.status,
    label: REFUND_STATUS_LABELS[refund.status],
    detail,
  };
}

export interface CancellationView {
  /** `Cancelled on 1 Mar 2026, 5:30 PM: Change of plans.` */
  text: string;
  /** Why nothing comes back, when nothing does: nothing was paid, or the policy keeps it all. */
  noRefund: string | null;
}

/** A cancelled (or expired) booking: when and why, and whether anything comes back. */
export function cancellationView(item: Pick<BookingListItem, 'cancelled' | 'amountPaid' | 'refunds'>): CancellationView | null {
  if (!item.cancelled) return null;
  const on = formatLocalDateTime(indiaDateTime(new Date(item.cancelled.at)));
  const refunded = item.refunds.some((r) => r.reason === 'cancellation');
  return {
    text: `Cancelled on ${on}: ${item.cancelled.reason || 'no reason given'}.`,
    noRefund: refunded || item.cancelled.refund > 0 ? null : item.amountPaid > 0 ? 'No refund is due under the cancellation policy.' : 'Nothing was paid, so there is nothing to refund.',
  };
}
