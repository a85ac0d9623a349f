import { expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../server/db/database';

it('the embedded database runs with its own small buffer pool, not PostgreSQL\'s 128MB that every start would clear', async () => {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    expect(db.kind).toBe('pglite');
    expect(await db.rows<{ shared_buffers: string }>('show shared_buffers')).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
  } finally {
    await db.close();
  }
});
