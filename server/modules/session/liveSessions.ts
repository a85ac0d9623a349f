import type { SessionRow } from './repo';

/**
 * Sessions read recently, by token hash, so that a caller's next requests need not read its
 * session again: every API request of a caller with a device token resolves it, and on the
 * embedded database the read runs on the request thread and cost more than a light call's own
 * work (nearby-search, a guest's search). Only where this server owns its database
 * (server/deployment.ts, the embedded one): every change to a session then goes through the
 * session service, which forgets the session here, and an expiry or idle limit is checked
 * against the kept row on every request.
 */
export interface LiveSessions {
  get(tokenHash: string): SessionRow | undefined;
  /** Taken before reading a session, and given to `keep` with what was read. */
  mark(): number;
  /**
   * Keeps a session read since `mark`, unless some session ended meanwhile: the read may have
   * come before that end was written, and would keep a session that no longer lives.
   */
  keep(tokenHash: string, row: SessionRow, mark: number): void;
  /** After the session has ended (logout, login, idle): called once the end is written. */
  forget(sessionId: string): void;
}

/** Keeps at most `limit` sessions, the oldest kept dropped first. */
export function liveSessions(limit = 10_000): LiveSessions {
  const byHash = new Map<string, SessionRow>();
  let ends = 0;
  return {
    get: (tokenHash) => byHash.get(tokenHash),
    mark: () => ends,
    keep(tokenHash, row, mark) {
      if (mark !== ends) return;
      byHash.delete(tokenHash);
      if (byHash.size >= limit) byHash.delete(byHash.keys().next().value!);
      byHash.set(tokenHash, row);
    },
    forget(sessionId) {
      ends++;
      for (const [hash, row] of byHash) if (row.id === sessionId) byHash.delete(hash);
    },
  };
}

/** Keeps nothing: every request reads its session (a database other servers may write too). */
export const noLiveSessions: LiveSessions = { get: () => undefined, mark: () => 0, keep() {}, forget() {} };
