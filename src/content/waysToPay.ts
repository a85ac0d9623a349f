/** What the payment provider's checkout accepts, as the payment page lists it before Pay: UPI first, as most Indians pay. */
export const waysToPay: ReadonlyArray<{ name: string; detail: string }> = [
  { name: 'UPI', detail: 'Google Pay, PhonePe, Paytm, BHIM or any UPI app, by UPI ID or QR code' },
  { name: 'Cards', detail: 'Visa, Mastercard, RuPay and American Express, credit or debit' },
  { name: 'Netbanking', detail: 'SBI, HDFC Bank, ICICI Bank, Axis Bank, Kotak and other Indian banks' },
  { name: 'Wallets', detail: 'Paytm, PhonePe, Amazon Pay, MobiKwik and more' },
];
