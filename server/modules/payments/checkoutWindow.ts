/**
 * How long a checkout stays open, and how the booking's hold covers it. The checkout's `timeout`
 * option is what is left of the hold, less a margin for the payment to be verified before it
 * ends; a hold with less than a checkout's time left when the checkout opens is extended once,
 * to cover it. A payment being captured keeps its rooms a little longer still. Pure.
 */

/** Minutes a checkout needs: a hold with less left is extended this far when the checkout opens (once per booking). */
export const CHECKOUT_MINUTES = 10;

/** Seconds kept back from the checkout's timeout: a payment made at its last moment is verified inside the hold. */
export const VERIFY_MARGIN_SECONDS = 30;

/** Minutes a booking's rooms stay held while a payment of it is being captured. */
export const CAPTURE_MINUTES = 2;

/** The hold extended to cover a checkout opening now, or null when it covers one already or was extended before. */
export function extendedHold(holdUntil: Date, now: Date, extendedBefore: boolean): Date | null {
  const needed = now.getTime() + CHECKOUT_MINUTES * 60_000;
  return !extendedBefore && holdUntil.getTime() < needed ? new Date(needed) : null;
}

/** The checkout's `timeout` in whole seconds: what is left of the hold, less the margin (at least one second). */
export function checkoutTimeout(holdUntil: Date, now: Date): number {
  return Math.max(1, Math.floor((holdUntil.getTime() - now.getTime()) / 1000) - VERIFY_MARGIN_SECONDS);
}

/** Until when a booking's rooms are kept for a payment being captured now. */
export const captureHold = (now: Date) => new Date(now.getTime() + CAPTURE_MINUTES * 60_000);
