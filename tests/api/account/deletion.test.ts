import { describe, expect, it } from 'vitest';
import { accountMessages, deleteAccountResponse, DELETION_REASONS } from '../../../contract/account';
import { failureEnvelope } from '../../../contract/envelope';
import { api, loginAs, testServer, uniquePhone } from '../support/testApp';
import { bookedFor } from '../bookings/support';
import { paidBookingFor } from './support';

const remove = (token: string, body: object) => api('POST', '/account-deletion/delete', { token, body });

describe('POST /account-deletion/delete', () => {
  it('needs a reason, and is refused while an upcoming or awaiting booking exists', async () => {
    const user = await loginAs();
    const none = await remove(user.token, { reasons: [], feedback: '' });
    expect(none.status).toBe(400);
    expect(failureEnvelope.parse(none.body).hotelFailureMsg).toBe(`body.reasons: ${accountMessages.deleteReason}`);
    expect((await remove(user.token, { reasons: ['Because'] })).status).toBe(400);
    await bookedFor(user.userId);
    const blocked = await remove(user.token, { reasons: ['Other reasons'] });
    expect(blocked.status).toBe(409);
    expect(failureEnvelope.parse(blocked.body).hotelFailureMsg).toBe(accountMessages.deleteBlocked);
    expect((await api('POST', '/user-account-info', { token: user.token, body: {} })).status).toBe(200);
  });

  it('deletes the profile, photo, wishlist, rating, sessions and codes; keeps bookings without contact details; the old token gets 401', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    const { db } = await testServer();
    const { review } = await paidBookingFor(user.userId);
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    expect((await api('PUT', '/saveProfile', { token: user.token, body: { fullName: 'Asha Sharma', email: 'asha@example.in', mobileNumber: phone } })).status).toBe(200);
    expect((await api('POST', '/save-wishlist', { token: user.token, body: { userId: user.userId, hotelId: review.hInfo.id } })).status).toBe(200);
    expect((await api('POST', '/save-app-rating', { token: user.token, body: { rating: '2', feedback: 'meh' } })).status).toBe(200);

    const res = await remove(user.token, { userId: user.userId, reasons: [DELETION_REASONS[1], 'Other reasons'], feedback: 'Moving abroad.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(deleteAccountResponse.parse(res.body).response).toEqual({ deleted: true });

    expect((await api('POST', '/user-account-info', { token: user.token, body: {} })).status).toBe(401);
    expect((await api('POST', '/my-bookings', { token: user.token, body: {} })).status).toBe(401);
    for (const table of ['users', 'profiles', 'wishlist', 'app_ratings', 'idempotency_keys']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await db.rows(`select 1 from ${table} where ${column} = $1`, [user.userId]), table).toEqual([]);
    }
    expect(await db.rows('select 1 from sessions where user_id = $1', [user.userId])).toEqual([]);
    expect(await db.rows('select 1 from otp_codes where destination = $1', [`+91${phone}`])).toEqual([]);
    const [kept] = await db.rows<{ email: string | null; phone: string | null; guests: unknown; total_paise: number }>('select email, phone, guests, total_paise from bookings where id = $1', [review.bookingId]);
    expect(kept).toMatchObject({ email: null, phone: null });
    expect(JSON.stringify(kept!.guests)).toContain('Asha');
    expect(JSON.stringify(kept!.guests)).not.toContain('ABCDE1234F');
    const [why] = await db.rows<{ reasons: string[]; feedback: string }>('select reasons, feedback from account_deletions order by id desc limit 1');
    expect(why).toEqual({ reasons: [DELETION_REASONS[1], 'Other reasons'], feedback: 'Moving abroad.' });
    // The same phone number logs in again as a new, empty account.
    const again = await loginAs(phone);
    expect(again.userId).not.toBe(user.userId);
  });
});
