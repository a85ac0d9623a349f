import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentProfile } from '../../server/deployment';
import { CATALOGUE_IMAGE_FILE } from '../../server/modules/catalogue/store/storeImage';

describe('deployment profile: decided once from the database the server opened', () => {
  it('one server owns the embedded database: it keeps what it reads, writes behind and gathers longer', () => {
    expect(deploymentProfile({ kind: 'pglite' }, '/var/lib/padaav')).toEqual({
      name: 'one server owns the database',
      ownsDatabase: true,
      keepsSessions: true,
      touchesBehindMs: 5_000,
      keepsSavedHotels: true,
      searchFlushAfterMs: 250,
      catalogueImageFile: path.join('/var/lib/padaav', CATALOGUE_IMAGE_FILE),
    });
    // In memory there is no folder to keep a copy of the catalogue in; the rest holds.
    expect(deploymentProfile({ kind: 'pglite' }, 'memory://')).toMatchObject({ ownsDatabase: true, keepsSessions: true, catalogueImageFile: undefined });
  });

  it('servers share PostgreSQL: each request reads and writes what others may change or read', () => {
    expect(deploymentProfile({ kind: 'postgres' }, '/var/lib/padaav')).toEqual({
      name: 'servers share PostgreSQL',
      ownsDatabase: false,
      keepsSessions: false,
      touchesBehindMs: undefined,
      keepsSavedHotels: false,
      searchFlushAfterMs: 50,
      catalogueImageFile: undefined,
    });
  });
});
