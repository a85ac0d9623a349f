/**
 * How a payment was made, in words: "Paid by UPI (asha@okhdfc)", "Paid by card (Visa ending
 * 1111)", "Paid by netbanking (HDFC Bank)", "Paid by wallet (PhonePe)". The same words on the
 * booking-status page, the bookings list and the voucher. Banks and wallets are named from the
 * provider's codes (Razorpay's); a code not known here is shown as the provider gave it.
 * Pure and browser-safe.
 */
import type { PaidWith } from '../contract/paymentMethod';

/** Netbanking banks by Razorpay's code, the most used first. */
export const NETBANKING_BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'PUNB_R', name: 'Punjab National Bank' },
  { code: 'BARB_R', name: 'Bank of Baroda' },
  { code: 'YESB', name: 'Yes Bank' },
  { code: 'IDFB', name: 'IDFC FIRST Bank' },
  { code: 'INDB', name: 'IndusInd Bank' },
];

/** Wallets by Razorpay's code. */
export const WALLETS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'paytm', name: 'Paytm' },
  { code: 'phonepe', name: 'PhonePe' },
  { code: 'amazonpay', name: 'Amazon Pay' },
  { code: 'mobikwik', name: 'MobiKwik' },
  { code: 'freecharge', name: 'Freecharge' },
  { code: 'airtelmoney', name: 'Airtel Money' },
  { code: 'jiomoney', name: 'JioMoney' },
  { code: 'payzapp', name: 'PayZapp' },
];

/** Card networks as people write them (Razorpay spells one `MasterCard`). */
const NETWORKS: Record<string, string> = { MasterCard: 'Mastercard', Unknown: '' };

/** Methods other than the four the checkout leads with. */
const OTHER_METHODS: Record<string, string> = {
  emi: 'EMI',
  cardless_emi: 'cardless EMI',
  paylater: 'Pay Later',
  bank_transfer: 'bank transfer',
  emandate: 'e-mandate',
  nach: 'NACH',
};

const nameOf = (list: ReadonlyArray<{ code: string; name: string }>, code: string) => list.find((x) => x.code === code)?.name ?? code;

function cardDetail(card: PaidWith['card']): string | null {
  if (!card) return null;
  const network = card.network ? (NETWORKS[card.network] ?? card.network) : '';
  if (network && card.last4) return `${network} ending ${card.last4}`;
  if (card.last4) return `ending ${card.last4}`;
  return network || null;
}

const withDetail = (words: string, detail: string | null) => (detail ? `${words} (${detail})` : words);

/** `Paid by UPI (asha@okhdfc)`: how the payment was made, with what identifies it when the provider said. */
export function paidByText(paid: PaidWith): string {
  switch (paid.method) {
    case 'upi':
      return withDetail('Paid by UPI', paid.vpa);
    case 'card':
      return withDetail('Paid by card', cardDetail(paid.card));
    case 'netbanking':
      return withDetail('Paid by netbanking', paid.bank ? nameOf(NETBANKING_BANKS, paid.bank) : null);
    case 'wallet':
      return withDetail('Paid by wallet', paid.wallet ? nameOf(WALLETS, paid.wallet) : null);
    default:
      return `Paid by ${OTHER_METHODS[paid.method] ?? paid.method.replace(/_/g, ' ')}`;
  }
}
