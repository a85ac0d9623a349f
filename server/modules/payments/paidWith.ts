/**
 * How a payment was made, read from the provider's payment entity when the payment is recorded:
 * its method and what identifies it without being secret (the UPI ID, the bank, the wallet, a
 * card's network and last four digits). The provider's word is checked like any input: a field
 * that does not fit is left out, never stored as given.
 */
import { paidWith, type PaidWith } from '../../../contract/paymentMethod';
import type { ProviderPayment } from '../../adapters/payments/gateway';

const textOf = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : null);

/** What the entity says of how it was paid; null when it names no method. */
export function paidWithOf(payment: ProviderPayment): PaidWith | null {
  const method = textOf(payment.method, 40)?.toLowerCase();
  if (!method) return null;
  const last4 = textOf(payment.card?.last4, 4);
  const card = method === 'card' && payment.card ? { network: textOf(payment.card.network, 40), last4: last4 && /^\d{4}$/.test(last4) ? last4 : null } : null;
  const shown = {
    method,
    vpa: method === 'upi' ? textOf(payment.vpa ?? payment.upi?.vpa, 256) : null,
    bank: method === 'netbanking' ? textOf(payment.bank, 40) : null,
    wallet: method === 'wallet' ? textOf(payment.wallet, 40) : null,
    card,
  };
  return paidWith.safeParse(shown).data ?? null;
}

/** A card payment's entity as captured or listed lacks the card (only a fetch expands it). */
export const lacksCard = (payment: ProviderPayment) => payment.method === 'card' && !payment.card;
