import { randomFillSync } from 'node:crypto';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import { SEARCH_BATCH_ID_LENGTH, type CatalogueRepo, type SearchBatch } from './repo';
import { storedSearchOf, storedSearchText } from './storedSearch';

export const SEARCH_TTL_MS = 30 * 60_000;

/**
 * How long searches gather before their batch is written, by deployment (server/deployment.ts).
 * The row serves a server that did not make the search: another server on the same PostgreSQL,
 * soon after; or, where one server owns its (embedded) database, this one after a restart. The
 * embedded database runs on the thread that serves requests, and most of what a batch costs it
 * is paid whatever the batch's size; so it writes one batch a quarter second at most, a few a
 * second rather than many. A crash loses what has not been written either way.
 */
export const FLUSH_AFTER_MS = { shared: 50, owned: 250 } as const;
/** Searches kept in memory at most; older ones are read from their batch's row. */
export const MEMORY_LIMIT = 100_000;

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
 * the database a moment later (FLUSH_AFTER_MS) as one row per batch (every search made meanwhile): a
 * search costs no round trip of its own, and the embedded database pays its per-row cost once
 * per batch, not per search. A search's id starts with its batch's id, so a restart still finds
 * it (`repo.findSearch`). Memory and the row keep each search as its text (storedSearch.ts): one
 * short string, rather than the query's dozen objects, for the garbage collector to move.
 */
export function searchStore(
  repo: CatalogueRepo, clock: () => Date, onError: (error: unknown) => void = () => undefined, flushAfterMs: number = FLUSH_AFTER_MS.shared,
) {
  /**
   * The texts of recent searches, by batch id and then by the search's own part of its id: a
   * batch's few thousand entries stay in the cache while it fills, where one map of every search
   * cost the request thread a noticeable share of each search. The oldest batches go first.
   */
  const memory = new Map<string, Map<string, string>>();
  let kept = 0;
  const nextHex = randomHex();
  let pending: SearchBatch | undefined;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /** Drops the oldest batches (not `filling`, the newest) until fewer than MEMORY_LIMIT searches are kept. */
  const forgetOldest = (filling: string) => {
    for (const [batchId, batch] of memory) {
      if (kept < MEMORY_LIMIT || batchId === filling) return;
      memory.delete(batchId);
      kept -= batch.size;
    }
  };

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
      const expiresAt = now.getTime() + SEARCH_TTL_MS;
      if (!pending) {
        pending = { id: nextHex(), createdAt: now, owns: [], texts: [], expiresAt };
        memory.set(pending.id, new Map());
      }
      const own = nextHex();
      const id = pending.id + own;
      const text = storedSearchText(query, expiresAt);
      if (kept >= MEMORY_LIMIT) forgetOldest(pending.id);
      memory.get(pending.id)!.set(own, text);
      kept++;
      pending.owns.push(own);
      pending.texts.push(text);
      if (expiresAt > pending.expiresAt) pending.expiresAt = expiresAt;
      timer ??= setTimeout(() => void flush(), flushAfterMs);
      return { id, query, expiresAt: new Date(expiresAt) };
    },
    /** The search if it exists and has not expired. */
    async get(id: string): Promise<StoredSearch | undefined> {
      const now = clock().getTime();
      const text = memory.get(id.slice(0, SEARCH_BATCH_ID_LENGTH))?.get(id.slice(SEARCH_BATCH_ID_LENGTH));
      if (text !== undefined) {
        const stored = storedSearchOf(JSON.parse(text));
        return stored && stored.expiresAt > now ? { id, query: stored.query, expiresAt: new Date(stored.expiresAt) } : undefined;
      }
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
