import { describe, expect, it } from 'vitest';
import { liveSessions, noLiveSessions, type LiveSessions } from '../../../server/modules/session/liveSessions';
import { sessionRepo, type SessionRepo } from '../../../server/modules/session/repo';
import { sessionService } from '../../../server/modules/session/service';
import { hashToken } from '../../../server/modules/session/tokens';
import { testServer, uniquePhone } from '../support/testApp';

const POLICY = { guestHours: 1, userIdleMinutes: 30, userMaxHours: 24 };

/** A session service on the test database whose repository counts the sessions it reads. */
async function countingService(kept: LiveSessions, now: () => Date = () => new Date()) {
  const repo = sessionRepo((await testServer()).db.orm);
  let reads = 0;
  const counted: SessionRepo = {
    ...repo,
    findLive: (tokenHash, at) => {
      reads++;
      return repo.findLive(tokenHash, at);
    },
  };
  return { service: sessionService(counted, POLICY, now, kept), reads: () => reads };
}

describe('live sessions kept in memory (the embedded database)', () => {
  it("reads a caller's session once for many requests, and not at all without live sessions kept", async () => {
    const keeping = await countingService(liveSessions());
    const token = await keeping.service.issueGuestToken();
    for (let i = 0; i < 5; i++) expect((await keeping.service.resolve(token))?.kind).toBe('guest');
    expect(keeping.reads()).toBe(1);

    const reading = await countingService(noLiveSessions);
    for (let i = 0; i < 5; i++) expect((await reading.service.resolve(token))?.kind).toBe('guest');
    expect(reading.reads()).toBe(5);
  });

  it('stops a kept session at once when it ends, is rotated at login, expires or idles out', async () => {
    let now = new Date();
    const { service } = await countingService(liveSessions(), () => now);
    const ended = await service.issueGuestToken();
    const caller = (await service.resolve(ended))!;
    await service.end(caller.id);
    expect(await service.resolve(ended)).toBeNull();

    const expiring = await service.issueGuestToken();
    expect(await service.resolve(expiring)).not.toBeNull();
    now = new Date(now.getTime() + POLICY.guestHours * 3_600_000 + 1_000);
    expect(await service.resolve(expiring)).toBeNull();

    now = new Date();
    const guestToken = await service.issueGuestToken();
    const guest = (await service.resolve(guestToken))!;
    const { db } = await testServer();
    const userId = `live-sessions-${Date.now()}`;
    await db.rows('insert into users (id, mobile_number) values ($1, $2)', [userId, `+91${uniquePhone()}`]);
    const userToken = await service.rotateToUser(guest.id, userId);
    expect(await service.resolve(guestToken)).toBeNull();
    expect((await service.resolve(userToken))?.userId).toBe(userId);
    now = new Date(now.getTime() + POLICY.userIdleMinutes * 60_000 + 1_000);
    expect(await service.resolve(userToken)).toBeNull();
    now = new Date(now.getTime() - POLICY.userIdleMinutes * 60_000);
    // Ended for good by the idle limit, whatever the clock says next.
    expect(await service.resolve(userToken)).toBeNull();
  });

  it('does not keep a session read just before it ended: the token stops once the end is written', async () => {
    const repo = sessionRepo((await testServer()).db.orm);
    let release = () => {};
    let held: Promise<void> | undefined;
    const racing: SessionRepo = {
      ...repo,
      findLive: async (tokenHash, at) => {
        const row = await repo.findLive(tokenHash, at);
        await held;
        return row;
      },
    };
    const service = sessionService(racing, POLICY, () => new Date(), liveSessions());
    const token = await service.issueGuestToken();
    const { id } = (await repo.findLive(hashToken(token), new Date()))!;
    held = new Promise((resolve) => (release = resolve));
    const reading = service.resolve(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.end(id);
    release();
    held = undefined;
    // Read before the end: that request still passes, as one in flight always did.
    expect(await reading).not.toBeNull();
    expect(await service.resolve(token)).toBeNull();
  });
});
