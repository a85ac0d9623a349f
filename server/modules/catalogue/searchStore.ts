import { randomFillSync } from 'node:crypto';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import type { CatalogueRepo } from './repo';

export const SEARCH_TTL_MS = 30 * 60_000;
const FLUSH_AFTER_MS = 50;
const MEMORY_LIMIT = 100_000;

/**
 * Search ids: 10 random bytes as hex, drawn from a pool refilled 400 ids at a time (one call
 * to the system's random source per 400 searches rather than one per search).
 */
function searchIds(): () => string {
  const pool = Buffer.alloc(4000);
  let at = pool.length;
  return () => {
    if (at + 10 > pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    at += 10;
    return pool.toString('hex', at - 10, at);
  };
}

export interface StoredSearch {
  id: string;
  query: NormalisedSearchQuery;
  expiresAt: Date;
}

/**
 * Hotel searches and their normalised queries, valid 30 minutes. Kept in memory and written to
 * `hotel_searches` in batches a few milliseconds later (one INSERT for many searches), so a
 * search costs no extra round trip; a restart still finds them in the table.
 */
export function searchStore(repo: CatalogueRepo, clock: () => Date, onError: (error: unknown) => void = () => undefined) {
  const memory = new Map<string, StoredSearch>();
  const nextId = searchIds();
  let pending: Array<StoredSearch & { createdAt: Date }> = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const flush = async () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return flushing;
    flushing = flushing.then(() => repo.insertSearches(batch)).catch(onError);
    return flushing;
  };

  return {
    create(query: NormalisedSearchQuery): StoredSearch {
      const now = clock();
      const search = { id: nextId(), query, expiresAt: new Date(now.getTime() + SEARCH_TTL_MS) };
      if (memory.size >= MEMORY_LIMIT) {
        for (const key of [...memory.keys()].slice(0, MEMORY_LIMIT / 10)) memory.delete(key);
      }
      memory.set(search.id, search);
      pending.push({ ...search, createdAt: now });
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
