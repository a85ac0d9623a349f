import type { Remaining } from './repo';

/**
 * How long a city's snapshot serves its searches, by deployment (server/deployment.ts). Servers
 * sharing PostgreSQL hear nothing of each other's bookings: a second. A server that owns its
 * database sees every change to it come from a writer here that calls `invalidate`; the
 * lifetime only bounds what a writer that forgot would leave stale. A partly booked metro's
 * snapshot takes the request thread a while to read, so even a second's lifetime is worth it:
 * the busy cities' snapshots, renewed each second, cost that thread a small share of its time
 * under the bench's load (tests/bench/search.ts), where reading one with every search would
 * cost more than the search.
 */
export const SNAPSHOT_TTL_MS = { shared: 1_000, owned: 60_000 } as const;

/**
 * Search, hotel detail and hotel cards read a city's booked allotment from a snapshot at most
 * `ttlMs` old instead of asking the database on every call (that query cost as much as the rest
 * of a search, and several times the rest of a hotel's detail). A city's rows
 * are few (only nights with bookings or holds have one), so one snapshot holds every night from
 * yesterday on (India), and concurrent calls for a city share one read.
 *
 * What they show is advisory: a booking or hold re-checks the allotment under a row lock in
 * its own transaction (bookings/allotment.ts), so a snapshot can lag by `ttlMs`, never more,
 * and writers in this process call `invalidate` so their own changes show at once.
 */
export function allotmentSnapshots(load: (cityId: number) => Promise<Remaining>, ttlMs: number = SNAPSHOT_TTL_MS.shared, now: () => number = Date.now) {
  const snapshots = new Map<number, { takenAt: number; remaining: Promise<Remaining> }>();

  return {
    ofCity(cityId: number): Promise<Remaining> {
      const held = snapshots.get(cityId);
      if (held && now() - held.takenAt < ttlMs) return held.remaining;
      const remaining = load(cityId);
      snapshots.set(cityId, { takenAt: now(), remaining });
      // A failed read is not kept: the next search asks again.
      remaining.catch(() => {
        if (snapshots.get(cityId)?.remaining === remaining) snapshots.delete(cityId);
      });
      return remaining;
    },
    /** After a booking, hold or release in this process: the next search reads afresh. */
    invalidate(cityId?: number): void {
      if (cityId === undefined) snapshots.clear();
      else snapshots.delete(cityId);
    },
  };
}
export type AllotmentSnapshots = ReturnType<typeof allotmentSnapshots>;
