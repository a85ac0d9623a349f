import { describe, expect, it } from 'vitest';
import { allotmentSnapshots } from '../../server/modules/catalogue/allotmentSnapshots';
import type { Remaining } from '../../server/modules/catalogue/repo';

function fixture() {
  let time = 0;
  const reads: number[] = [];
  let fail = false;
  const snapshots = allotmentSnapshots(
    async (cityId) => {
      reads.push(cityId);
      if (fail) throw new Error('database down');
      return new Map([[`rt-${cityId}`, new Map([['2026-12-01', reads.length]])]]) as Remaining;
    },
    1000,
    () => time,
  );
  return { snapshots, reads, tick: (ms: number) => void (time += ms), failNext: (v: boolean) => void (fail = v) };
}

describe('allotment snapshots', () => {
  it('share one read per city while fresh, and read again once older than the limit', async () => {
    const { snapshots, reads, tick } = fixture();
    const [a, b] = await Promise.all([snapshots.ofCity(1), snapshots.ofCity(1)]);
    expect(a).toBe(b);
    expect(reads).toEqual([1]);
    await snapshots.ofCity(2);
    tick(999);
    await snapshots.ofCity(1);
    expect(reads).toEqual([1, 2]);
    tick(1);
    const fresh = await snapshots.ofCity(1);
    expect(reads).toEqual([1, 2, 1]);
    expect(fresh.get('rt-1')!.get('2026-12-01')).toBe(3);
  });

  it('read afresh after a change in this process (one city or all)', async () => {
    const { snapshots, reads } = fixture();
    await snapshots.ofCity(1);
    await snapshots.ofCity(2);
    snapshots.invalidate(1);
    await snapshots.ofCity(1);
    await snapshots.ofCity(2);
    expect(reads).toEqual([1, 2, 1]);
    snapshots.invalidate();
    await snapshots.ofCity(2);
    expect(reads).toEqual([1, 2, 1, 2]);
  });

  it('do not keep a failed read', async () => {
    const { snapshots, reads, failNext } = fixture();
    failNext(true);
    await expect(snapshots.ofCity(1)).rejects.toThrow('database down');
    failNext(false);
    await expect(snapshots.ofCity(1)).resolves.toBeInstanceOf(Map);
    expect(reads).toEqual([1, 1]);
  });
});
