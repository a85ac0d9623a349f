import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { liveSessions, noLiveSessions } from '../../../server/modules/session/liveSessions';
import { sessionRepo, type SessionRepo } from '../../../server/modules/session/repo';
import { sessionService } from '../../../server/modules/session/service';
import { hashToken } from '../../../server/modules/session/tokens';
import { touchesBehind } from '../../../server/modules/session/touches';
import { loginAs, testServer, uniquePhone } from '../support/testApp';

const POLICY = { guestHours: 1, userIdleMinutes: 30, userMaxHours: 24 };
const MINUTE = 60_000;

/** The session repository of the test database, counting the request times it is asked to write. */
async function countingRepo(fail = { next: 0 }) {
  const repo = sessionRepo((await testServer()).db.orm);
  const writes = { single: 0, batches: [] as number[] };
  const counted: SessionRepo = {
    ...repo,
    touch: (id, at) => {
      writes.single++;
      return repo.touch(id, at);
    },
    touchMany: async (times) => {
      if (fail.next > 0) {
        fail.next--;
        throw new Error('the database went away');
      }
      writes.batches.push(times.length);
      return repo.touchMany(times);
    },
  };
  return { repo: counted, writes };
}

async function lastSeen(token: string): Promise<number> {
  const [row] = await (await testServer()).db.rows<{ last_seen_at: Date }>('select last_seen_at from sessions where token_hash = $1', [hashToken(token)]);
  return new Date(row!.last_seen_at).getTime();
}

/** A user session made through a guest one, as a login makes it, on `service`. */
async function userToken(service: ReturnType<typeof sessionService>): Promise<string> {
  const { db } = await testServer();
  const userId = `touches-${uniquePhone()}`;
  await db.rows('insert into users (id, mobile_number) values ($1, $2)', [userId, `+91${uniquePhone()}`]);
  const guest = (await service.resolve(await service.issueGuestToken()))!;
  return service.rotateToUser(guest.id, userId);
}

describe("a session's last request written behind (the embedded database)", () => {
  it('gathers the times of many requests of many sessions into one write, the latest of each', async () => {
    let now = new Date();
    const { repo, writes } = await countingRepo();
    const errors: unknown[] = [];
    const service = sessionService(repo, POLICY, () => now, liveSessions(), touchesBehind(repo, (e) => errors.push(e), 10 * MINUTE));
    const first = await userToken(service);
    const second = await userToken(service);
    const loggedIn = await lastSeen(first);
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + MINUTE);
      expect(await service.resolve(first)).not.toBeNull();
      expect(await service.resolve(second)).not.toBeNull();
    }
    expect(writes).toEqual({ single: 0, batches: [] });
    expect(await lastSeen(first)).toBe(loggedIn);
    await service.flush();
    expect(writes).toEqual({ single: 0, batches: [2] });
    expect(await lastSeen(first)).toBe(now.getTime());
    expect(await lastSeen(second)).toBe(now.getTime());
    await service.flush();
    expect(writes.batches).toEqual([2]);
    expect(errors).toEqual([]);
  });

  it('measures idleness from the real last request even when the session is read back before its time is written', async () => {
    let now = new Date();
    const { repo } = await countingRepo();
    // Nothing kept: every request reads the session from the database, whose time lags.
    const service = sessionService(repo, POLICY, () => now, noLiveSessions, touchesBehind(repo, () => undefined, 10 * MINUTE));
    const token = await userToken(service);
    now = new Date(now.getTime() + 29 * MINUTE);
    expect(await service.resolve(token)).not.toBeNull();
    // 58 minutes after the login as written, 29 after the last request.
    now = new Date(now.getTime() + 29 * MINUTE);
    expect(await service.resolve(token)).not.toBeNull();
    now = new Date(now.getTime() + 30 * MINUTE + 1_000);
    expect(await service.resolve(token)).toBeNull();
  });

  it('keeps the times of a failed write for the next one, and says so', async () => {
    let now = new Date();
    const fail = { next: 1 };
    const { repo, writes } = await countingRepo(fail);
    const errors: unknown[] = [];
    const service = sessionService(repo, POLICY, () => now, liveSessions(), touchesBehind(repo, (e) => errors.push(e), 10 * MINUTE));
    const token = await userToken(service);
    now = new Date(now.getTime() + MINUTE);
    await service.resolve(token);
    const seen = now.getTime();
    await service.flush();
    expect(errors).toHaveLength(1);
    expect(writes.batches).toEqual([]);
    await service.flush();
    expect(writes.batches).toEqual([1]);
    expect(await lastSeen(token)).toBe(seen);
  });

  it('writes on its own once the interval has passed', async () => {
    const { repo, writes } = await countingRepo();
    let now = new Date();
    const service = sessionService(repo, POLICY, () => now, liveSessions(), touchesBehind(repo, () => undefined, 30));
    const token = await userToken(service);
    now = new Date(now.getTime() + MINUTE);
    await service.resolve(token);
    // The batch is counted as its write starts: on PostgreSQL the row changes a round trip later.
    await expect.poll(() => lastSeen(token), { timeout: 2_000 }).toBe(now.getTime());
    expect(writes.batches).toEqual([1]);
  });

  it('the server writes what is pending when it closes, before its database does (at once on PostgreSQL, which other servers share)', async () => {
    const { config, db, clock } = await testServer();
    const { token, userId } = await loginAs();
    const app = await buildApp({ config, db, clock: clock.now });
    await app.ready();
    clock.advance(3 * MINUTE);
    const asked = clock.now().getTime();
    const res = await app.inject({ method: 'POST', url: `${API_BASE}/retrieve-wishlist`, payload: { userId }, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    if (app.deployment.touchesBehindMs !== undefined) expect(await lastSeen(token)).toBeLessThan(asked);
    else expect(await lastSeen(token)).toBeGreaterThanOrEqual(asked);
    await app.close();
    expect(await lastSeen(token)).toBeGreaterThanOrEqual(asked);
    expect(await lastSeen(token)).toBeLessThanOrEqual(clock.now().getTime());
    clock.reset();
  });
});
