/**
 * How a booking was paid, as the provider's payment entity records it (Razorpay's `method`,
 * `vpa`, `bank`, `wallet` and the card's `network` and `last4`): only what is safe to show the
 * traveller again, never a card's number.
 */
import { z } from 'zod';

export const paidWith = z.object({
  /** The provider's method: `upi`, `card`, `netbanking`, `wallet`, `emi`, ... */
  method: z.string().min(1).max(40),
  /** The UPI ID paid from; null when paid through a UPI app or QR code, or not by UPI. */
  vpa: z.string().max(256).nullable(),
  /** The bank's code for netbanking (`HDFC`, `SBIN`, ...). */
  bank: z.string().max(40).nullable(),
  /** The wallet's code (`phonepe`, `amazonpay`, ...). */
  wallet: z.string().max(40).nullable(),
  /** A card's network (`Visa`, `MasterCard`, `RuPay`, ...) and its last four digits, when the provider gave them. */
  card: z.object({ network: z.string().max(40).nullable(), last4: z.string().regex(/^\d{4}$/).nullable() }).nullable(),
});
export type PaidWith = z.infer<typeof paidWith>;
