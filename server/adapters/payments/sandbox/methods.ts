/**
 * What the sandbox's checkout can be paid with, and what each test input does, as Razorpay's test
 * mode has it: UPI by UPI ID (`success@razorpay` pays, `failure@razorpay` fails; any other valid
 * UPI ID pays) or through a UPI app; a card (Razorpay's test cards: those of its error table fail
 * with their reason, any other valid number pays); netbanking with a bank, and a wallet (each then
 * paid, or failed by the tester). Input that is not a payment (a malformed UPI ID, a card number
 * that fails its check digit, an expired card, a bank not offered) is refused with the field and
 * why, and makes no payment.
 */
import { NETBANKING_BANKS, WALLETS } from '../../../../domain/paidWith';

/** A UPI ID (VPA): a handle of letters, digits, dots, hyphens or underscores, `@`, and the provider's letters. */
export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** Razorpay's test UPI IDs. */
export const TEST_VPAS = { success: 'success@razorpay', failure: 'failure@razorpay' } as const;

/** How a payment was made, as the sandbox keeps it: never a card's number, only its network and last four. */
export type MethodDetail =
  | { method: 'upi'; flow: 'collect'; vpa: string }
  | { method: 'upi'; flow: 'intent'; vpa: null }
  | { method: 'card'; network: string; last4: string }
  | { method: 'netbanking'; bank: string }
  | { method: 'wallet'; wallet: string };

/** Why a payment failed, in Razorpay's error terms. */
export interface PaymentFailure {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR';
  description: string;
  reason: string;
  source: 'customer' | 'bank' | 'gateway';
  step: 'payment_authentication' | 'payment_authorization';
}

/** A refusal of the checkout's input: the field and what is wrong with it. */
export interface InputRefusal {
  field: string;
  description: string;
}

const UPI_DECLINED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'The UPI payment was declined by the bank, as the amount could not be debited. Try again, or pay another way.',
  reason: 'payment_declined',
  source: 'customer',
  step: 'payment_authorization',
};

const declined = (reason: string, description: string, code: PaymentFailure['code'] = 'BAD_REQUEST_ERROR'): PaymentFailure => ({
  code, description, reason, source: code === 'GATEWAY_ERROR' ? 'gateway' : reason === 'card_declined' ? 'bank' : 'customer',
  step: reason === 'authentication_failed' ? 'payment_authentication' : 'payment_authorization',
});

/** Razorpay's test cards that fail, and with what (its error table for Indian cards, Visa and Mastercard). */
const FAILING_CARDS: Record<string, PaymentFailure> = (() => {
  const timedOut = declined('payment_timed_out', 'The payment could not be completed because of a temporary issue. Try again later.');
  const funds = declined('insufficient_funds', 'The payment could not be completed: the account balance is too low. Try another card or way to pay.');
  const cancelled = declined('payment_cancelled', 'The payment was cancelled. Try again, or complete it later.');
  const bankDeclined = declined('card_declined', 'The payment was declined by the bank. Try another way to pay, or contact the bank.');
  const disabled = declined('card_disabled_for_online_payments', 'The card is not enabled for online payments. Contact the bank, or try another card.');
  const wrongNumber = declined('card_number_invalid', 'The card number was entered wrongly. Try again.');
  const technical = declined('gateway_technical_error', 'The payment did not go through because of a temporary issue. Any amount debited is refunded in 4 to 5 working days.', 'GATEWAY_ERROR');
  const authentication = declined('authentication_failed', 'The payment could not be completed: the OTP or verification was wrong. Try another way to pay.', 'GATEWAY_ERROR');
  return {
    '4100280000090000': timedOut, '5305620000060000': timedOut,
    '4100280000080001': funds, '5305620000050001': funds,
    '4100280000070002': cancelled, '5305620000040002': cancelled,
    '4100280000060003': bankDeclined, '4100280000050004': bankDeclined, '4100280000040005': bankDeclined,
    '5305620000030003': bankDeclined, '5305620000020004': bankDeclined, '5305620000010005': bankDeclined,
    '4100280000030006': disabled, '5305620000000006': disabled,
    '4100280000010008': wrongNumber, '5305620000080008': wrongNumber,
    '4100280000020007': technical, '5305620000090007': technical,
    '4100280000000009': authentication, '5305620000070009': authentication,
  };
})();

/** Test cards the checkout's hint names: one that pays, one that fails. */
export const TEST_CARDS = { success: '4111 1111 1111 1111', failure: '4100 2800 0008 0001' } as const;

/** The card's network from its first digits, in Razorpay's words. */
export function cardNetwork(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners Club';
  if (/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MasterCard';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'Maestro';
  return 'Unknown';
}

/** The Luhn check digit holds. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const digitsOf = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : null);

function cardOf(card: unknown, now: Date): { detail: MethodDetail; digits: string } | InputRefusal {
  if (!isRecord(card)) return { field: 'card', description: 'card: give the card number, expiry month and year, and CVV' };
  const number = typeof card.number === 'string' && /^[\d -]{12,23}$/.test(card.number) ? card.number.replace(/[ -]/g, '') : null;
  if (!number || number.length < 12 || number.length > 19 || !luhnValid(number)) return { field: 'card[number]', description: 'card[number]: The card number is invalid' };
  const monthText = digitsOf(card.expiry_month);
  const month = monthText && /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  if (!(month >= 1 && month <= 12)) return { field: 'card[expiry_month]', description: 'card[expiry_month]: must be a month, 1 to 12' };
  const yearText = digitsOf(card.expiry_year);
  const year = yearText && /^(\d{2}|\d{4})$/.test(yearText) ? (yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)) : NaN;
  if (!Number.isFinite(year)) return { field: 'card[expiry_year]', description: 'card[expiry_year]: must be a year, such as 30 or 2030' };
  // A card is valid to the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { field: 'card[expiry_year]', description: 'card[expiry_year]: The card has expired' };
  const network = cardNetwork(number);
  const cvvLength = network === 'American Express' ? 4 : 3;
  if (typeof card.cvv !== 'string' || !new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) return { field: 'card[cvv]', description: `card[cvv]: must be ${cvvLength} digits` };
  if (card.name !== undefined && (typeof card.name !== 'string' || card.name.length > 100)) return { field: 'card[name]', description: 'card[name]: must be a name of up to 100 characters' };
  return { detail: { method: 'card', network, last4: number.slice(-4) }, digits: number };
}

/**
 * What a checkout call says it was paid with (`method` and its details, in Razorpay's request
 * fields), and the failure its test input makes, if any; or why it is not a payment.
 */
export function checkoutMethod(body: Record<string, unknown>, now: Date): { detail: MethodDetail; failure: PaymentFailure | null } | InputRefusal {
  switch (body.method) {
    case 'upi': {
      const flow = body.upi_flow ?? 'collect';
      if (flow === 'intent') {
        if (body.vpa !== undefined && body.vpa !== null) return { field: 'vpa', description: 'vpa: a UPI app payment names no UPI ID' };
        return { detail: { method: 'upi', flow: 'intent', vpa: null }, failure: null };
      }
      if (flow !== 'collect') return { field: 'upi_flow', description: 'upi_flow: must be collect (a UPI ID) or intent (a UPI app)' };
      const vpa = typeof body.vpa === 'string' ? body.vpa.trim() : '';
      if (!VPA_PATTERN.test(vpa)) return { field: 'vpa', description: 'vpa: Invalid UPI ID. Enter it as name@bank, for example success@razorpay' };
      return { detail: { method: 'upi', flow: 'collect', vpa }, failure: vpa.toLowerCase() === TEST_VPAS.failure ? UPI_DECLINED : null };
    }
    case 'card': {
      const card = cardOf(body.card, now);
      if ('field' in card) return card;
      return { detail: card.detail, failure: FAILING_CARDS[card.digits] ?? null };
    }
    case 'netbanking': {
      const bank = NETBANKING_BANKS.find((b) => b.code === body.bank);
      if (!bank) return { field: 'bank', description: `bank: must be one of the banks the checkout offers (${NETBANKING_BANKS.map((b) => b.code).join(', ')})` };
      return { detail: { method: 'netbanking', bank: bank.code }, failure: null };
    }
    case 'wallet': {
      const wallet = WALLETS.find((w) => w.code === body.wallet);
      if (!wallet) return { field: 'wallet', description: `wallet: must be one of the wallets the checkout offers (${WALLETS.map((w) => w.code).join(', ')})` };
      return { detail: { method: 'wallet', wallet: wallet.code }, failure: null };
    }
    default:
      return { field: 'method', description: 'method: must be upi, card, netbanking or wallet' };
  }
}
