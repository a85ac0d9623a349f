/**
 * A refund owed on a booking, split across the payments that paid it: each payment gives back at
 * most what it has left, the oldest first (the one that settled the booking), and the parts add
 * up to the refund, or to all the payments have left when that is less. Pure.
 */
export interface PaymentLeft {
  paymentId: string;
  orderId: string;
  leftPaise: number;
}

export function splitRefund(amountPaise: number, payments: readonly PaymentLeft[]): Array<PaymentLeft & { amountPaise: number }> {
  const parts: Array<PaymentLeft & { amountPaise: number }> = [];
  let owed = Math.max(0, Math.round(amountPaise));
  for (const payment of payments) {
    if (owed === 0) break;
    const part = Math.min(owed, Math.max(0, payment.leftPaise));
    if (part > 0) parts.push({ ...payment, amountPaise: part });
    owed -= part;
  }
  return parts;
}
