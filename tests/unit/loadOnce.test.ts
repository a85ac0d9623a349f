import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/model/loadOnce';

describe('loadOnce (a module loaded on demand)', () => {
  it('loads once: every call shares the first download', async () => {
    let downloads = 0;
    const load = loadOnce(async () => ({ module: ++downloads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(downloads).toBe(1);
  });

  it('keeps no failed download: the next call tries again', async () => {
    let downloads = 0;
    const load = loadOnce(async () => {
      downloads += 1;
      if (downloads === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    expect(await load()).toBe('module');
    expect(downloads).toBe(2);
  });
});
