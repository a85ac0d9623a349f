/**
 * How many guest device tokens one client address may take: each is a row in the sessions
 * table, so an open `GET /guest` must not let anyone grow the database at will. A sliding window
 * per address, kept in memory (one process; the rows it protects expire after 24 hours).
 */
export interface GuestLimit {
  /** Counts a token for `address`, or says how long to wait when the window is full. */
  take(address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/** Addresses remembered at most; the quietest are forgotten first when more arrive. */
const MAX_ADDRESSES = 50_000;

export function guestLimit(perHour: number, clock: () => Date): GuestLimit {
  const windowMs = 3_600_000;
  const issued = new Map<string, number[]>();
  return {
    take(address) {
      const now = clock().getTime();
      const recent = (issued.get(address) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= perHour) {
        issued.set(address, recent);
        return { allowed: false, retryAfterSeconds: Math.ceil((recent[0]! + windowMs - now) / 1000) };
      }
      recent.push(now);
      // Re-inserting keeps the map in order of last use, so the first key is the quietest.
      issued.delete(address);
      issued.set(address, recent);
      if (issued.size > MAX_ADDRESSES) issued.delete(issued.keys().next().value!);
      return { allowed: true };
    },
  };
}
