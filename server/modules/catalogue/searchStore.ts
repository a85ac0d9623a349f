import { randomFillSync } from 'node:crypto';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import { SEARCH_BATCH_ID_LENGTH, type CatalogueRepo, type SearchBatch } from './repo';

export const SEARCH_TTL_MS = 30 * 60_000;
const FLUSH_AFTER_MS = 50;
const MEMORY_LIMIT = 100_000;

/** Random bytes in a batch id, and in a search's own part of its id. */
const ID_PART_BYTES = SEARCH_BATCH_ID_LENGTH / 2;

/**
 * Random hex texts of `ID_PART_BYTES` bytes, drawn from a pool refilled 400 at a time (one call
 * to the system's random source per 400 rather than one per search). A search id is two: its
 * batch's and its own, 80 random bits in all.
 */
function randomHex(): () => string {
  const pool = Buffer.alloc(400 * ID_PART_BYTES);
  let at = pool.length;
  return () => {
    if (at + ID_PART_BYTES > pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    at += ID_PART_BYTES;
    return pool.toString('hex', at - ID_PART_BYTES, at);
  };
}

export interface StoredSearch {
  id: string;
  query: NormalisedSearchQuery;
  expiresAt: Date;
}

/**
 * A search as memory keeps it: its query as JSON text and its expiry in ms. One string rather
 * than the query's dozen objects and a Date: the store holds up to MEMORY_LIMIT searches, each
 * moved by the garbage collector from the young space to the old, and the batch row is written
 * around the same text. The query is parsed again only when a search is read back.
 */
interface Kept {
  queryJson: string;
  expiresAt: number;
}

/**
 * Hotel searches and their normalised queries, valid 30 minutes. Kept in memory, and written to
 * the database a few milliseconds later as one row per batch (every search made meanwhile): a
 * search costs no round trip of its own, and the embedded database pays its per-row cost once
 * per batch, not per search. A search's id starts with its batch's id, so a restart still finds
 * it (`repo.findSearch`).
 */
export function searchStore(repo: CatalogueRepo, clock: () => Date, onError: (error: unknown) => void = () => undefined) {
  const memory = new Map<string, Kept>();
  const nextHex = randomHex();
  let pending: SearchBatch | undefined;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const flush = async () => {
    timer = undefined;
    const batch = pending;
    pending = undefined;
    if (!batch) return flushing;
    flushing = flushing.then(() => repo.insertSearchBatch(batch)).catch(onError);
    return flushing;
  };

  return {
    create(query: NormalisedSearchQuery): StoredSearch {
      const now = clock();
      pending ??= { id: nextHex(), createdAt: now, searches: [] };
      const own = nextHex();
      const id = pending.id + own;
      const kept: Kept = { queryJson: JSON.stringify(query), expiresAt: now.getTime() + SEARCH_TTL_MS };
      if (memory.size >= MEMORY_LIMIT) {
        for (const key of [...memory.keys()].slice(0, MEMORY_LIMIT / 10)) memory.delete(key);
      }
      memory.set(id, kept);
      pending.searches.push({ own, ...kept });
      timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
      return { id, query, expiresAt: new Date(kept.expiresAt) };
    },
    /** The search if it exists and has not expired. */
    async get(id: string): Promise<StoredSearch | undefined> {
      const now = clock().getTime();
      const kept = memory.get(id);
      if (kept) return kept.expiresAt > now ? { id, query: JSON.parse(kept.queryJson) as NormalisedSearchQuery, expiresAt: new Date(kept.expiresAt) } : undefined;
      const row = await repo.findSearch(id);
      return row && row.expiresAt.getTime() > now ? { id, query: row.query, expiresAt: row.expiresAt } : undefined;
    },
    /** Writes what is pending now (tests, shutdown). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
export type SearchStore = ReturnType<typeof searchStore>;
