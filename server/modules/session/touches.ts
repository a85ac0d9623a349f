import type { SessionRepo } from './repo';

/**
 * When a session's last request (`last_seen_at`) reaches the database. A user session's idle
 * limit is measured from it, so every request of a user session records its time.
 *
 * `touchesAtOnce` writes each request's time as it comes: for a database other servers share
 * (they read the time to apply the idle limit). `touchesBehind` is for a database this server
 * owns (server/deployment.ts, the embedded one), which only this process writes and whose kept
 * sessions (liveSessions.ts) already carry each request's time: it writes the times gathered
 * once every `everyMs`, in one statement. Written with each request, the update cost the
 * embedded database's request thread more than a whole search, and a logged-in traveller's
 * searches ran far slower than a guest's. While the server
 * runs the idle limit stays exact (`pending` gives a session read back meanwhile its real last
 * request); a crash can lose the last `everyMs` of times, so after it a session may idle out
 * that much early. A clean stop writes them (`flush`).
 */
export interface SessionTouches {
  /** Records that session `id` made a request at `at` (never moving its time back). */
  record(id: string, at: Date): Promise<void>;
  /** A recorded time not yet written, for a session read back from the database meanwhile. */
  pending(id: string): Date | undefined;
  /** Writes every recorded time now (shutdown, tests). */
  flush(): Promise<void>;
}

export function touchesAtOnce(repo: SessionRepo): SessionTouches {
  return {
    record: (id, at) => repo.touch(id, at),
    pending: () => undefined,
    flush: async () => undefined,
  };
}

/** How long times gather before `touchesBehind` writes them, by default. */
export const TOUCH_BEHIND_MS = 5_000;

export function touchesBehind(repo: SessionRepo, onError: (error: unknown) => void, everyMs = TOUCH_BEHIND_MS): SessionTouches {
  /** Times recorded since the last write began. */
  let waiting = new Map<string, Date>();
  /** The times being written now, until they are. */
  let inFlight: Map<string, Date> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const note = (times: Map<string, Date>, id: string, at: Date) => {
    const known = times.get(id);
    if (!known || at > known) times.set(id, at);
  };

  const schedule = () => {
    if (timer || waiting.size === 0) return;
    timer = setTimeout(() => void write(), everyMs);
    timer.unref();
  };

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return writing;
    writing = writing.then(async () => {
      const batch = waiting;
      waiting = new Map();
      inFlight = batch;
      try {
        await repo.touchMany([...batch].map(([id, at]) => ({ id, at })));
      } catch (error) {
        // Not written: kept for the next write.
        for (const [id, at] of batch) note(waiting, id, at);
        schedule();
        onError(error);
      } finally {
        inFlight = undefined;
      }
    });
    return writing;
  };

  return {
    async record(id, at) {
      note(waiting, id, at);
      schedule();
    },
    pending(id) {
      const waited = waiting.get(id);
      const sent = inFlight?.get(id);
      return !sent || (waited && waited > sent) ? waited : sent;
    },
    flush: write,
  };
}
