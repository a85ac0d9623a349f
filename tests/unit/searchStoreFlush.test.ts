import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NormalisedSearchQuery } from '../../contract/searchQuery';
import type { CatalogueRepo, SearchBatch } from '../../server/modules/catalogue/repo';
import { FLUSH_AFTER_MS, MEMORY_LIMIT, searchStore } from '../../server/modules/catalogue/searchStore';

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

  it('writes the searches of a quarter second as one batch where one server owns the database, and of 50 ms where servers share it', async () => {
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
    expect(FLUSH_AFTER_MS).toEqual({ shared: 50, owned: 250 });
  });

  it('writes what is pending at once when it closes, and reads its searches back meanwhile', async () => {
    const { batches, store } = storeWithBatches(FLUSH_AFTER_MS.owned);
    const { id, expiresAt } = store.create(QUERY);
    expect(await store.get(id)).toEqual({ id, query: QUERY, expiresAt });
    await store.close();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.expiresAt).toBe(expiresAt.getTime());
  });

  it('keeps the latest searches in memory, and reads older ones from their batch row', async () => {
    const asked: string[] = [];
    const repo = {
      insertSearchBatch: async () => undefined,
      findSearch: async (id: string) => void asked.push(id),
    } as unknown as CatalogueRepo;
    const store = searchStore(repo, () => new Date());
    // Batches of a tenth of the limit each, 12 of them: the first two are forgotten, whole.
    const batches: string[][] = [];
    for (let b = 0; b < 12; b++) {
      batches.push(Array.from({ length: MEMORY_LIMIT / 10 }, () => store.create(QUERY).id));
      await store.flush();
    }
    const latest = batches.at(-1)!.at(-1)!;
    expect(await store.get(latest)).toMatchObject({ id: latest, query: QUERY });
    expect(await store.get(batches[2]![0]!)).toMatchObject({ query: QUERY });
    expect(asked).toEqual([]);
    expect(await store.get(batches[1]!.at(-1)!)).toBeUndefined();
    expect(await store.get(batches[0]![0]!)).toBeUndefined();
    expect(asked).toEqual([batches[1]!.at(-1)!, batches[0]![0]!]);
  });
});
