import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentProfile } from '../../server/deployment';
import { TEXTS_CACHE_FILE } from '../../server/modules/catalogue/textsCache';

describe('deployment profile: decided once from the database the server opened', () => {
  it('one server owns the embedded database: it keeps what it reads, writes behind and gathers longer', () => {
    expect(deploymentProfile({ kind: 'pglite' }, '/var/lib/padaav')).toEqual({
      name: 'one server owns the database',
      ownsDatabase: true,
      keepsSessions: true,
      touchesBehindMs: 5_000,
      keepsSavedHotels: true,
      allotmentSnapshotTtlMs: 60_000,
      searchFlushAfterMs: 250,
      textsCacheFile: path.join('/var/lib/padaav', TEXTS_CACHE_FILE),
    });
    // In memory there is no folder to keep a copy of the catalogue texts in; the rest holds.
    expect(deploymentProfile({ kind: 'pglite' }, 'memory://')).toMatchObject({ ownsDatabase: true, keepsSessions: true, textsCacheFile: undefined });
  });

  it('servers share PostgreSQL: each request reads and writes what others may change or read', () => {
    expect(deploymentProfile({ kind: 'postgres' }, '/var/lib/padaav')).toEqual({
      name: 'servers share PostgreSQL',
      ownsDatabase: false,
      keepsSessions: false,
      touchesBehindMs: undefined,
      keepsSavedHotels: false,
      allotmentSnapshotTtlMs: 1_000,
      searchFlushAfterMs: 50,
      textsCacheFile: undefined,
    });
  });
});
