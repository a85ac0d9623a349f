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
 * Hotel searches and their normalised queries, valid 30 minutes. Kept in memory, and written to
 * the database a few milliseconds later as one row per batch (every search made meanwhile): a
 * search costs no round trip of its own, and the embedded database pays its per-row cost once
 * per batch, not per search. A search's id starts with its batch's id, so a restart still finds
 * it (`repo.findSearch`).
 */
export function searchStore(repo: CatalogueRepo, clock: () => Date, onError: (error: unknown) => void = () => undefined) {
  const memory = new Map<string, StoredSearch>();
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
      const search = { id: pending.id + own, query, expiresAt: new Date(now.getTime() + SEARCH_TTL_MS) };
      if (memory.size >= MEMORY_LIMIT) {
        for (const key of [...memory.keys()].slice(0, MEMORY_LIMIT / 10)) memory.delete(key);
      }
      memory.set(search.id, search);
      pending.searches.push({ own, query, expiresAt: search.expiresAt });
      timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
      return search;
    },
    /** The search if it exists and has not expired. */
    async get(id: string): Promise<StoredSearch | undefined> {
      const now = clock().getTime();
      let found = memory.get(id);
      if (!found) {
        const row = await repo.findSearch(id);
        if (row) found = { id, query: row.query, expiresAt: row.expiresAt };
      }
      if (!found || found.expiresAt.getTime() <= now) return undefined;
      return found;
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
