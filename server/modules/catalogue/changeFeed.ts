/**
 * The catalogue's change feed: how every server hears what any server (or an import, or an
 * operator's own SQL) changed in the catalogue, and writes it into its shared catalogue.
 *
 * Triggers on the catalogue tables (migration 0018) add a `catalogue_changes` row for every
 * statement, naming the hotels it touched, in the writer's own transaction, and NOTIFY
 * `catalogue_changes`. A server listens (PostgreSQL's LISTEN; the embedded database's own, in
 * process) and, on each notification, reads the rows it has not seen yet. It also reads them
 * every few seconds, and at once after its connection comes back, so a lost notification never
 * leaves it stale for long.
 *
 * Which rows are new is decided by transaction, not by id: ids are handed out when a row is
 * written, but a transaction that took a lower id may commit after one that took a higher. Each
 * read takes the snapshot's xmin (every transaction before it has ended) with the rows of
 * transactions from the previous read's xmin on; rows already applied are skipped, and only those
 * of transactions at or after the new xmin are remembered, for they are the only ones a later
 * read can return again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

export const CHANGES_CHANNEL = 'catalogue_changes';
/** Read even without a notification this often (a notification lost with a dropped connection). */
export const CATCH_UP_EVERY_MS = 5_000;

/** Where the feed stands: the xmin to read from, and the rows at or after it already applied. */
export interface FeedPosition {
  xmin: string;
  seen: Array<[id: number, xid: string]>;
}

/** What a read of the feed found to do. */
export interface FeedChanges {
  hotelIds: string[];
  places: boolean;
}

export interface ChangeFeed {
  /** Listens, and reads every few seconds from now on. */
  start(): Promise<void>;
  /** Reads the rows not yet applied and applies them (one read at a time; a call during one waits for the next). */
  catchUp(): Promise<void>;
  /** Whether it hears notifications now (/readyz). */
  readonly listening: boolean;
  readonly position: FeedPosition;
  close(): Promise<void>;
}

/** The database's position now: what a catalogue read from now on is as new as. */
export async function feedPositionNow(db: Database): Promise<FeedPosition> {
  const [row] = await db.rows<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  return { xmin: row!.xmin, seen: [] };
}

export function changeFeed(deps: { db: Database; from: FeedPosition; apply: (changes: FeedChanges) => Promise<void>; log: FastifyBaseLogger }): ChangeFeed {
  const { db, apply, log } = deps;
  let position = deps.from;
  let seen = new Set(position.seen.map(([id]) => id));
  let listening = false;
  let stopListening: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function readOnce(): Promise<void> {
    const [row] = await db.rows<{ xmin: string; changes: string }>(
      `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
              coalesce((select json_agg(json_build_array(id, xid::text, what, hotel_ids) order by id)
                          from catalogue_changes where xid >= $1::xid8), '[]')::text as changes`,
      [position.xmin],
    );
    const rows = JSON.parse(row!.changes) as Array<[number, string, string, string[] | null]>;
    const hotelIds = new Set<string>();
    let places = false;
    for (const [id, , what, ids] of rows) {
      if (seen.has(id)) continue;
      if (what === 'cities') places = true;
      for (const hotelId of ids ?? []) hotelIds.add(hotelId);
    }
    if (hotelIds.size > 0 || places) await apply({ hotelIds: [...hotelIds], places });
    const xmin = BigInt(row!.xmin);
    const kept = rows.filter(([, xid]) => BigInt(xid) >= xmin);
    position = { xmin: row!.xmin, seen: kept.map(([id, xid]) => [id, xid]) };
    seen = new Set(kept.map(([id]) => id));
  }

  function catchUp(): Promise<void> {
    if (running) {
      // The read under way reads once more before it ends.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again && !closed);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const catchUpLogged = () =>
    void catchUp().catch((error: unknown) => {
      if (!closed) log.error({ err: error }, 'could not read the catalogue change feed; reading again soon');
    });

  return {
    async start() {
      stopListening = await db.listen(CHANGES_CHANNEL, catchUpLogged, (now) => {
        if (now && !listening) catchUpLogged();
        if (!now && listening) log.error('the catalogue change feed stopped listening; reading it every few seconds until it listens again');
        listening = now;
      });
      timer = setInterval(catchUpLogged, CATCH_UP_EVERY_MS);
      timer.unref();
    },
    catchUp,
    get listening() {
      return listening;
    },
    get position() {
      return position;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await stopListening?.();
      await running?.catch(() => undefined);
    },
  };
}
