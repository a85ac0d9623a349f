import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NormalisedSearchQuery } from '../../contract/searchQuery';
import type { CatalogueRepo, SearchBatch } from '../../server/modules/catalogue/repo';
import { FLUSH_AFTER_MS, searchStore } from '../../server/modules/catalogue/searchStore';

const QUERY: NormalisedSearchQuery = {
  checkinDate: '2026-12-01',
  checkoutDate: '2026-12-02',
  roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
  searchCriteria: { city: 1275339, nationality: '106', currency: 'INR' },
  searchPreferences: { ratings: [3, 4, 5], fsc: true },
};

function storeWithBatches(flushAfterMs?: number) {
  const batches: SearchBatch[] = [];
  const repo = { insertSearchBatch: async (batch: SearchBatch) => void batches.push(batch) } as unknown as CatalogueRepo;
  return { batches, store: searchStore(repo, () => new Date(), undefined, flushAfterMs) };
}

describe('search store batches', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the searches of a quarter second as one batch on the embedded database, and of 50 ms on PostgreSQL', async () => {
    vi.useFakeTimers();
    for (const [kind, wait] of Object.entries(FLUSH_AFTER_MS)) {
      const { batches, store } = storeWithBatches(wait);
      const first = store.create(QUERY).id;
      await vi.advanceTimersByTimeAsync(wait - 1);
      const second = store.create(QUERY).id;
      expect(batches, kind).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map((b) => b.owns.map((own) => b.id + own)), kind).toEqual([[first, second]]);
      // The next search starts the next batch, written as long after it.
      store.create(QUERY);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(batches, kind).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches, kind).toHaveLength(2);
    }
    expect(FLUSH_AFTER_MS).toEqual({ postgres: 50, pglite: 250 });
  });

  it('writes what is pending at once when it closes, and reads its searches back meanwhile', async () => {
    const { batches, store } = storeWithBatches(FLUSH_AFTER_MS.pglite);
    const { id, expiresAt } = store.create(QUERY);
    expect(await store.get(id)).toEqual({ id, query: QUERY, expiresAt });
    await store.close();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.expiresAt).toBe(expiresAt.getTime());
  });
});
