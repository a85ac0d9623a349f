/**
 * What the chaos test remembers of a sequence: the bookings it made, the provider orders the
 * server gave it and the payments the sandbox's checkout made. Only what a traveller could
 * know; the server's and the provider's books are read at the end (invariants.ts). Commands
 * name a booking, order or payment by a generated number, taken modulo what exists.
 */
export interface ModelBooking {
  id: string;
  mode: 'payNow' | 'payLater';
  /** What was due when it was booked, rupees (what the checkout asks for). */
  amountDue: number;
  /** Its deadlines as the review said them (null when none): the clock commands move past them. */
  payBy: Date | null;
  freeUntil: Date | null;
  checkinAt: Date;
}

export interface ModelOrder {
  bookingId: string;
  orderId: string;
  key: string;
}

export interface ModelPayment {
  bookingId: string;
  orderId: string;
  paymentId: string;
  /** The checkout's signature; null for a payment that failed. */
  signature: string | null;
}

export interface Model {
  bookings: ModelBooking[];
  orders: ModelOrder[];
  payments: ModelPayment[];
}

export const emptyModel = (): Model => ({ bookings: [], orders: [], payments: [] });

/** The `n`-th of `items`, counting round. */
export function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length]!;
}
