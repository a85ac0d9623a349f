import { describe, expect, it } from 'vitest';
import type { PaidWith } from '../../contract/paymentMethod';
import { paidByText } from '../../domain/paidWith';
import { paidWithOf } from '../../server/modules/payments/paidWith';
import type { ProviderPayment } from '../../server/adapters/payments/gateway';
import { cardNetwork, checkoutMethod, luhnValid } from '../../server/adapters/payments/sandbox/methods';

const none = { vpa: null, bank: null, wallet: null, card: null };
const entity = (fields: Partial<ProviderPayment>): ProviderPayment => ({ id: 'pay_A1', order_id: 'order_A1', amount: 100, currency: 'INR', status: 'captured', created_at: 0, ...fields });

describe('paidByText: how a payment was made, in the words every page and the voucher use', () => {
  it('names the method, with what identifies it when known', () => {
    const cases: Array<[PaidWith, string]> = [
      [{ method: 'upi', ...none, vpa: 'success@razorpay' }, 'Paid by UPI (success@razorpay)'],
      [{ method: 'upi', ...none }, 'Paid by UPI'],
      [{ method: 'card', ...none, card: { network: 'Visa', last4: '1111' } }, 'Paid by card (Visa ending 1111)'],
      [{ method: 'card', ...none, card: { network: 'MasterCard', last4: '1002' } }, 'Paid by card (Mastercard ending 1002)'],
      [{ method: 'card', ...none, card: { network: 'Unknown', last4: '4242' } }, 'Paid by card (ending 4242)'],
      [{ method: 'card', ...none, card: { network: 'RuPay', last4: null } }, 'Paid by card (RuPay)'],
      [{ method: 'card', ...none }, 'Paid by card'],
      [{ method: 'netbanking', ...none, bank: 'HDFC' }, 'Paid by netbanking (HDFC Bank)'],
      [{ method: 'netbanking', ...none, bank: 'UTIB' }, 'Paid by netbanking (Axis Bank)'],
      [{ method: 'netbanking', ...none, bank: 'AUBL' }, 'Paid by netbanking (AUBL)'],
      [{ method: 'wallet', ...none, wallet: 'phonepe' }, 'Paid by wallet (PhonePe)'],
      [{ method: 'wallet', ...none }, 'Paid by wallet'],
      [{ method: 'emi', ...none }, 'Paid by EMI'],
      [{ method: 'bank_transfer', ...none }, 'Paid by bank transfer'],
      [{ method: 'cred_pay', ...none }, 'Paid by cred pay'],
    ];
    for (const [paid, text] of cases) expect(paidByText(paid)).toBe(text);
  });
});

describe("paidWithOf: the provider's payment entity read like any input", () => {
  it('keeps the method and the detail that belongs to it, and nothing else', () => {
    expect(paidWithOf(entity({ method: 'upi', vpa: 'asha@okhdfcbank', bank: 'HDFC' }))).toEqual({ method: 'upi', ...none, vpa: 'asha@okhdfcbank' });
    expect(paidWithOf(entity({ method: 'upi', vpa: null, upi: { vpa: 'asha@ybl', flow: 'collect' } }))).toEqual({ method: 'upi', ...none, vpa: 'asha@ybl' });
    expect(paidWithOf(entity({ method: 'card', card: { network: 'Visa', last4: '0153' }, vpa: 'x@y' }))).toEqual({ method: 'card', ...none, card: { network: 'Visa', last4: '0153' } });
    expect(paidWithOf(entity({ method: 'netbanking', bank: 'SBIN', wallet: 'paytm' }))).toEqual({ method: 'netbanking', ...none, bank: 'SBIN' });
    expect(paidWithOf(entity({ method: 'Wallet', wallet: 'amazonpay' }))).toEqual({ method: 'wallet', ...none, wallet: 'amazonpay' });
  });

  it('leaves out what does not fit: no method, last four that are not four digits, text too long', () => {
    expect(paidWithOf(entity({}))).toBeNull();
    expect(paidWithOf(entity({ method: '  ' }))).toBeNull();
    expect(paidWithOf(entity({ method: 'card', card: { network: 'Visa', last4: '41111111' } }))?.card).toEqual({ network: 'Visa', last4: null });
    expect(paidWithOf(entity({ method: 'card', card: { network: 'x'.repeat(41), last4: 'abcd' } }))?.card).toEqual({ network: null, last4: null });
    expect(paidWithOf(entity({ method: 'upi', vpa: `${'a'.repeat(300)}@bank` }))?.vpa).toBeNull();
    expect(paidWithOf(entity({ method: 'x'.repeat(41) }))).toBeNull();
  });
});

describe("the sandbox's test inputs, as Razorpay's test mode has them", () => {
  it("names a card's network from its first digits, and checks its check digit", () => {
    expect(['4111111111111111', '5500670000001002', '2221000000000009', '6527658900001005', '340256000401007', '36082800091007', '9999999999999995'].map(cardNetwork)).toEqual([
      'Visa', 'MasterCard', 'MasterCard', 'RuPay', 'American Express', 'Diners Club', 'Unknown',
    ]);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('pays or fails by the test UPI ID and card; refuses the rest by field', () => {
    const now = new Date('2026-02-20T10:00:00Z');
    expect(checkoutMethod({ method: 'upi', vpa: 'success@razorpay' }, now)).toEqual({ detail: { method: 'upi', flow: 'collect', vpa: 'success@razorpay' }, failure: null });
    expect(checkoutMethod({ method: 'upi', vpa: 'FAILURE@razorpay' }, now)).toMatchObject({ failure: { reason: 'payment_declined' } });
    expect(checkoutMethod({ method: 'card', card: { number: '4100 2800 0006 0003', expiry_month: '02', expiry_year: '26', cvv: '000' } }, now)).toMatchObject({
      detail: { method: 'card', network: 'Visa', last4: '0003' }, failure: { reason: 'card_declined', source: 'bank' },
    });
    // Valid to the end of its expiry month, not a day more.
    expect(checkoutMethod({ method: 'card', card: { number: '4111111111111111', expiry_month: '1', expiry_year: '2026', cvv: '000' } }, now)).toEqual({ field: 'card[expiry_year]', description: 'card[expiry_year]: The card has expired' });
    expect(checkoutMethod({ method: 'netbanking', bank: 'KKBK' }, now)).toEqual({ detail: { method: 'netbanking', bank: 'KKBK' }, failure: null });
    expect(checkoutMethod({ method: 'wallet', wallet: 'PhonePe' }, now)).toMatchObject({ field: 'wallet' });
    expect(checkoutMethod({ method: ['upi'] }, now)).toMatchObject({ field: 'method' });
  });
});
