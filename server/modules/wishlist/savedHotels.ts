
/**
 * The hotel ids each user has saved, as search, trending and detail answers flag them
 * (`wishlist`). Every answer to a logged-in caller asks.
 *
 * `savedHotelsRead` asks the database each time: for a database other servers may write.
 * `savedHotelsKept` keeps each user's ids once read, for a database this server owns
 * (server/deployment.ts, the embedded one), which only this process writes: the wishlist
 * service tells it of every change (`changed`). Read each time on the embedded database, the ids
 * cost the request thread more than the search itself, and a logged-in traveller's searches ran
 * far slower than a guest's.
 */
export interface SavedHotels {
  /** The user's saved hotel ids; none for no user (a guest or anonymous caller). */
  of(userId: string | null | undefined): Promise<ReadonlySet<string>>;
  /** After a change to the user's wishlist is written. */
  changed(userId: string): void;
}

/** Reads one user's saved hotel ids from the database (repo.ts `savedSet`). */
export type ReadSaved = (userId: string) => Promise<ReadonlySet<string>>;

const NONE: ReadonlySet<string> = new Set();

export function savedHotelsRead(read: ReadSaved): SavedHotels {
  return {
    of: (userId) => (userId ? read(userId) : Promise.resolve(NONE)),
    changed() {},
  };
}

/** Keeps the ids of at most `limit` users, the least recently asked for dropped first. */
export function savedHotelsKept(read: ReadSaved, limit = 10_000): SavedHotels {
  const kept = new Map<string, ReadonlySet<string>>();
  /** Counts changes: a read that began before one may hold what the change replaced, and is not kept. */
  let changes = 0;
  return {
    async of(userId) {
      if (!userId) return NONE;
      const known = kept.get(userId);
      if (known) {
        // Asked again: now the most recently asked for.
        kept.delete(userId);
        kept.set(userId, known);
        return known;
      }
      const mark = changes;
      const ids = await read(userId);
      if (mark === changes) {
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
        kept.set(userId, ids);
      }
      return ids;
    },
    changed(userId) {
      changes++;
      kept.delete(userId);
    },
  };
}
