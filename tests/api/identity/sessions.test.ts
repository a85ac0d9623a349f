import { afterAll, describe, expect, it } from 'vitest';
import { logoutResponse } from '../../../contract/identity';
import { authMessages } from '../../../server/http/requireUser';
import { hashToken } from '../../../server/modules/session/tokens';
import { api, guestToken, loginAs, outboxFor, testServer, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

/** A user-scoped call: 200 while the session lives, 401 once it is gone. */
const asUser = (token: string, userId: string) => api('POST', '/retrieve-wishlist', { body: { userId }, token });

describe('device token rotation at login', () => {
  it('ends the guest session and issues a new token bound to the user; the old token stops working', async () => {
    const guest = await guestToken();
    const { token, userId } = await loginAs(uniquePhone(), guest);
    expect(token).not.toBe(guest);
    expect((await asUser(token, userId)).status).toBe(200);
    expect((await asUser(guest, userId)).status).toBe(401);
    expect((await api('POST', '/logout', { token: guest })).status).toBe(401);

    const { db } = await testServer();
    const [old] = await db.rows<{ ended_at: Date | null; kind: string }>('select ended_at, kind from sessions where token_hash = $1', [hashToken(guest)]);
    expect(old!.kind).toBe('guest');
    expect(old!.ended_at).not.toBeNull();
    const [current] = await db.rows<{ kind: string; user_id: string; ended_at: Date | null }>(
      'select kind, user_id, ended_at from sessions where token_hash = $1',
      [hashToken(token)],
    );
    expect(current).toEqual({ kind: 'user', user_id: userId, ended_at: null });
    expect((await db.rows('select 1 from sessions where token_hash = $1', [token])).length).toBe(0);
  });

  it('a second login from a logged-in session ends that session too', async () => {
    const phone = uniquePhone();
    const first = await loginAs(phone);
    (await testServer()).clock.advance(61_000);
    const second = await loginAs(phone, first.token);
    expect((await asUser(first.token, first.userId)).status).toBe(401);
    expect((await asUser(second.token, second.userId)).status).toBe(200);
  });

  it('logs in without any device token as well', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    await api('POST', '/signup', { body: { mobileNumber: phone }, ip });
    const res = await api('POST', '/signup/validate/otp', { body: { mobileNumber: phone, otp: (await outboxFor(phone))[0]!.otp }, ip });
    expect(res.status).toBe(200);
    expect((await asUser(res.body.response.token, res.body.userId)).status).toBe(200);
  });
});

describe('POST /logout', () => {
  it('ends a user session: the token answers 401 afterwards', async () => {
    const { token, userId } = await loginAs();
    const res = await api('POST', '/logout', { token });
    expect(res.status).toBe(200);
    expect(logoutResponse.parse(res.body).response.loggedOut).toBe(true);
    const after = await asUser(token, userId);
    expect(after.status).toBe(401);
    expect(after.body.hotelFailureMsg).toBe(authMessages.expired);
    expect((await api('POST', '/logout', { token })).status).toBe(401);
  });

  it('ends a guest session too, and answers 401 without one', async () => {
    const guest = await guestToken();
    expect((await api('POST', '/logout', { token: guest })).status).toBe(200);
    expect((await api('POST', '/logout', { token: guest })).status).toBe(401);
    const none = await api('POST', '/logout');
    expect(none.status).toBe(401);
    expect(none.body.hotelFailureMsg).toBe(authMessages.login);
  });
});

describe('server-side expiry', () => {
  it('ends a user session after 30 minutes without a request', async () => {
    const { clock } = await testServer();
    const { token, userId } = await loginAs();
    clock.advance(29 * 60_000);
    expect((await asUser(token, userId)).status).toBe(200);
    clock.advance(29 * 60_000);
    expect((await asUser(token, userId)).status).toBe(200);
    clock.advance(30 * 60_000 + 1_000);
    const res = await asUser(token, userId);
    expect(res.status).toBe(401);
    expect(res.body.hotelFailureMsg).toBe(authMessages.expired);
    clock.advance(-60 * 60_000);
    expect((await asUser(token, userId)).status).toBe(401);
  });

  it('measures the 30 idle minutes from the last request exactly (no once-a-minute slack)', async () => {
    const { clock, db, app } = await testServer();
    const { token, userId } = await loginAs();
    const lastSeen = async () => {
      await app.sessions.flush();
      const [row] = await db.rows<{ last_seen_at: Date }>('select last_seen_at from sessions where token_hash = $1', [hashToken(token)]);
      return new Date(row!.last_seen_at).getTime();
    };
    // A request 59 s after the login is recorded as the last one...
    clock.advance(59_000);
    const before = clock.now().getTime();
    expect((await asUser(token, userId)).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(before);
    expect(await lastSeen()).toBeLessThanOrEqual(clock.now().getTime());
    // ...so 29 min 59 s of quiet after it keep the session (31 min after the login).
    clock.advance(30 * 60_000 - 1_000);
    expect((await asUser(token, userId)).status).toBe(200);
    // And just over 30 minutes of quiet end it.
    clock.advance(30 * 60_000 + 1_000);
    expect((await asUser(token, userId)).status).toBe(401);
  });

  it('never moves the last request time back (requests racing with an older clock reading)', async () => {
    const { clock, db, app } = await testServer();
    const { token, userId } = await loginAs();
    clock.advance(10 * 60_000);
    expect((await asUser(token, userId)).status).toBe(200);
    const read = async () => {
      await app.sessions.flush();
      const [row] = await db.rows<{ last_seen_at: Date }>('select last_seen_at from sessions where token_hash = $1', [hashToken(token)]);
      return new Date(row!.last_seen_at).getTime();
    };
    const seenAt = await read();
    clock.advance(-5 * 60_000);
    expect((await asUser(token, userId)).status).toBe(200);
    expect(await read()).toBe(seenAt);
  });

  it('counts any API call as activity, not just user-scoped ones', async () => {
    const { clock } = await testServer();
    const { token, userId } = await loginAs();
    clock.advance(20 * 60_000);
    await api('GET', '/no-such-route', { token });
    clock.advance(20 * 60_000);
    expect((await asUser(token, userId)).status).toBe(200);
  });

  it('ends a user session 12 hours after login, however active', async () => {
    const { clock } = await testServer();
    const { token, userId } = await loginAs();
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      clock.advance(25 * 60_000);
      expect((await asUser(token, userId)).status, `after ${minutes} minutes`).toBe(200);
    }
    clock.advance(25 * 60_000);
    expect((await asUser(token, userId)).status).toBe(401);
  });

  it('ends a guest token 24 hours after it was issued', async () => {
    const { clock } = await testServer();
    const guest = await guestToken();
    clock.advance(23 * 3_600_000);
    const younger = await guestToken();
    clock.advance(3_600_000 + 1_000);
    expect((await api('POST', '/logout', { token: guest })).status).toBe(401);
    expect((await api('POST', '/logout', { token: younger })).status).toBe(200);
  });

  it('a guest token stays valid for 24 hours even when idle', async () => {
    const { clock } = await testServer();
    const guest = await guestToken();
    clock.advance(23 * 3_600_000);
    expect((await api('POST', '/logout', { token: guest })).status).toBe(200);
  });
});
