import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../contract/account';
import { failureEnvelope } from '../../../contract/envelope';
import { api, loginAs, testServer } from '../support/testApp';
import { bookingRow, payLaterReviewFor, payloadFor, reviewFor, takenNights } from '../bookings/support';

type Who = 'booking' | 'deletion';

/**
 * Makes the booking's and the deletion's transactions run one after the other, `first` first,
 * once both have asked for theirs: whatever each read before its transaction, the other has then
 * changed. Other transactions (webhooks of earlier tests) run as usual.
 */
async function inTurn(first: Who) {
  const { db } = await testServer();
  const original = db.orm.transaction.bind(db.orm);
  const waiting = new Map<Who, () => void>();
  let firstDone: Promise<unknown> = Promise.resolve();
  let release: () => void = () => undefined;
  const bothAsked = new Promise<void>((resolve) => void (release = resolve));
  vi.spyOn(db.orm, 'transaction').mockImplementation(((work: Parameters<typeof original>[0], config?: Parameters<typeof original>[1]) => {
    const stack = new Error().stack ?? '';
    const who: Who | null = stack.includes('modules/bookings/repo') ? 'booking' : stack.includes('modules/account/repo') ? 'deletion' : null;
    if (!who || waiting.has(who)) return original(work, config);
    const go = new Promise<void>((resolve) => waiting.set(who, resolve));
    if (waiting.size === 2) release();
    return bothAsked.then(async () => {
      if (who === first) {
        waiting.get(who)!();
        firstDone = original(work, config);
        return firstDone;
      }
      await go;
      await firstDone.catch(() => undefined);
      return original(work, config);
    });
  }) as typeof original);
  // The first runs once both have asked; the second once the first has ended.
  void bothAsked.then(() => waiting.get(first === 'booking' ? 'deletion' : 'booking')!());
}

afterEach(() => vi.restoreAllMocks());

/**
 * A race once found: booking and deleting the account at the same moment both succeeded,
 * leaving rooms held for a deleted user with no contact details. They serialise on the user's
 * row, and the deletion checks for open bookings inside its transaction: one of the two wins.
 */
describe('booking and deleting the account at once', () => {
  for (const path of ['/bookFullPayment', '/bookWithZero']) {
    for (const first of ['booking', 'deletion'] as const) {
      it(`never both succeed (${path}, the ${first} committing first)`, async () => {
        const { db } = await testServer();
        const user = await loginAs();
        const review = path === '/bookWithZero' ? await payLaterReviewFor(user.userId) : await reviewFor(user.userId);
        const { room_type_id: roomTypeId, checkin, checkout } = await bookingRow(review.bookingId);
        const before = await takenNights(roomTypeId, checkin, checkout);
        await inTurn(first);
        const [booked, deleted] = await Promise.all([
          api('PUT', path, { token: user.token, body: payloadFor(review) }),
          api('POST', '/account-deletion/delete', { token: user.token, body: { reasons: ['Other reasons'], feedback: '' } }),
        ]);
        vi.restoreAllMocks();
        expect([booked.status, deleted.status].filter((s) => s === 200), JSON.stringify([booked.body, deleted.body])).toHaveLength(1);
        const users = await db.rows('select 1 from users where id = $1', [user.userId]);
        const [held] = await db.rows<{ status: string }>('select status from bookings where id = $1', [review.bookingId]);
        if (first === 'deletion') {
          // The account is gone: no rooms are held for it.
          expect(deleted.status).toBe(200);
          expect(booked.status).toBe(401);
          expect(users).toEqual([]);
          expect(held?.status ?? 'DRAFT').toBe('DRAFT');
          expect(await takenNights(roomTypeId, checkin, checkout)).toEqual(before);
        } else {
          expect(booked.status).toBe(200);
          expect(deleted.status).toBe(409);
          expect(failureEnvelope.parse(deleted.body).hotelFailureMsg).toBe(accountMessages.deleteBlocked);
          expect(users).toHaveLength(1);
          expect(held!.status).toBe(path === '/bookFullPayment' ? 'PENDING' : 'HOLD');
        }
      });
    }
  }
});
