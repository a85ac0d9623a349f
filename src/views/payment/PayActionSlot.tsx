import type { PaymentSummary } from '../../domain/paymentState';

/**
 * Where the Pay action goes (the next issue: payment initiation, spec 001 §4 Payment
 * initiation). Until then the page only shows the booking and what is owed; nothing here pays or
 * says that a payment happened.
 */
export function PayActionSlot(_props: { booking: PaymentSummary }) {
  return null;
}
