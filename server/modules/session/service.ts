import { noLiveSessions, type LiveSessions } from './liveSessions';
import { isLive, type SessionRepo, type SessionRow } from './repo';
import { hashToken, newDeviceToken } from './tokens';
import { touchesAtOnce, type SessionTouches } from './touches';

export interface SessionPolicy {
  guestHours: number;
  /** A user session ends after this long without a request. */
  userIdleMinutes: number;
  /** A user session ends this long after login, however active. */
  userMaxHours: number;
}

/** What a request knows about its caller once `authorization` is resolved. */
export interface CallerSession {
  id: string;
  kind: 'guest' | 'user';
  userId: string | null;
}

/**
 * A guest token's `last_seen_at` is only informative (it expires by age, not idleness): touching
 * it at most once a minute keeps guest reads cheap. A user session's idle limit is measured from
 * its last request, so every request of a user session records its time (when that reaches the
 * database: touches.ts).
 */
const GUEST_TOUCH_EVERY_MS = 60_000;

export function sessionService(
  repo: SessionRepo,
  policy: SessionPolicy,
  clock: () => Date = () => new Date(),
  kept: LiveSessions = noLiveSessions,
  touches: SessionTouches = touchesAtOnce(repo),
) {
  /**
   * A kept session if it is still live (not ended, not expired), else the database's answer with
   * its last request as recorded here, whether or not it has been written yet.
   */
  async function findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
    const held = kept.get(tokenHash);
    if (held && isLive(held, now)) return held;
    const mark = kept.mark();
    const row = await repo.findLive(tokenHash, now);
    const seen = row && touches.pending(row.id);
    if (row && seen && seen > row.lastSeenAt) row.lastSeenAt = seen;
    if (row) kept.keep(tokenHash, row, mark);
    else if (held) kept.forget(held.id);
    return row;
  }

  return {
    /** Issues a guest device token; only its hash is stored. */
    async issueGuestToken(): Promise<string> {
      const token = newDeviceToken();
      const now = clock();
      await repo.insert({
        tokenHash: hashToken(token),
        kind: 'guest',
        expiresAt: new Date(now.getTime() + policy.guestHours * 3_600_000),
      });
      return token;
    },

    /**
     * The live session behind a device token, or null for none, unknown or expired. A user
     * session idle for longer than the policy allows (measured from its last request, exactly)
     * is ended here, on its next use; otherwise this request becomes its last.
     */
    async resolve(token: string | undefined): Promise<CallerSession | null> {
      if (!token || token.length > 200) return null;
      const now = clock();
      const row = await findLive(hashToken(token), now);
      if (!row) return null;
      const idleMs = now.getTime() - row.lastSeenAt.getTime();
      if (row.kind === 'user' && idleMs > policy.userIdleMinutes * 60_000) {
        await repo.end(row.id, now);
        kept.forget(row.id);
        return null;
      }
      if (row.kind === 'user' ? idleMs > 0 : idleMs > GUEST_TOUCH_EVERY_MS) {
        await touches.record(row.id, now);
        // As the database does: the last request time never moves back.
        if (now > row.lastSeenAt) row.lastSeenAt = now;
      }
      return toCaller(row);
    },

    /**
     * Login: ends the caller's current session (if any) and issues a new device token bound to
     * the user. The old token stops working at once; only the new token's hash is stored.
     */
    async rotateToUser(previousSessionId: string | null, userId: string): Promise<string> {
      const token = newDeviceToken();
      const now = clock();
      await repo.rotate(previousSessionId, {
        tokenHash: hashToken(token),
        kind: 'user',
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + policy.userMaxHours * 3_600_000),
      }, now);
      if (previousSessionId) kept.forget(previousSessionId);
      return token;
    },

    async end(sessionId: string) {
      await repo.end(sessionId, clock());
      kept.forget(sessionId);
    },

    /** Sessions ended elsewhere (an account deleted): they stop working here at once. */
    forget(sessionIds: string[]) {
      for (const id of sessionIds) kept.forget(id);
    },

    /** Writes the request times not yet written (touches.ts): before the database closes. */
    flush: () => touches.flush(),
  };
}
export type SessionService = ReturnType<typeof sessionService>;

function toCaller(row: SessionRow): CallerSession {
  return { id: row.id, kind: row.kind, userId: row.userId };
}
