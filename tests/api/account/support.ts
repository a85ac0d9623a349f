import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testServer } from '../support/testApp';
import { bookedFor } from '../bookings/support';
import { checkoutPay, eventually } from '../payments/support';

/** A paid, confirmed booking of the user's (booked to pay now, paid in the sandbox, settled). */
export async function paidBookingFor(userId: string, opts: Parameters<typeof bookedFor>[2] = {}, guests?: Parameters<typeof bookedFor>[3]) {
  const { app } = await testServer();
  const { review, result } = await bookedFor(userId, 'payNow', opts, guests);
  const order = await app.payments.initiate(userId, { bookingId: review.bookingId, amount: result.amountDue, gateway: 'RAZORPAY', userId: undefined });
  await checkoutPay(order);
  await eventually(async () => (await app.bookings.find(review.bookingId))?.status === 'SUCCESS');
  return { review, result };
}

/** The text of a PDF, as poppler's pdftotext reads it (Debian poppler-utils; .ci/run installs it). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'padaav-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', path.join(dir, 'in.pdf'), path.join(dir, 'out.txt')]);
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr?.toString() ?? run.error?.message}`);
    return readFileSync(path.join(dir, 'out.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let chargedHotel = 0;
/**
 * A paid booking cancelled with a charge kept: it checks in today, so no free cancellation is
 * left and cancelling keeps at least the first night. Its cancellation-charge invoice is due at once.
 */
export async function cancelledWithChargeFor(userId: string, opts: Parameters<typeof bookedFor>[2] = {}) {
  const { app } = await testServer();
  const paid = await paidBookingFor(userId, { checkin: 0, nights: 1, hotel: chargedHotel++ % 12, ...opts });
  const cancelled = await app.bookings.cancel(userId, paid.review.bookingId, {
    changeOfPlans: true, foundBetterDeal: false, personalReasons: false, otherReasons: false, comments: '', userId: undefined, bookingId: undefined, hotelName: undefined,
  });
  return { ...paid, cancelled };
}
