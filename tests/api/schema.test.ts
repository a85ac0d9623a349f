import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/db/schema';
import { testServer } from './support/testApp';

/** The drizzle schema and the SQL migrations must describe the same tables and columns. */
describe('database schema', () => {
  const tables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => typeof t === 'object' && t !== null && Symbol.for('drizzle:IsDrizzleTable') in t);

  it('has at least the sessions table', () => {
    expect(tables.map((t) => getTableConfig(t).name)).toContain('sessions');
  });

  for (const table of tables) {
    const config = getTableConfig(table);
    it(`migrations create every column drizzle names in ${config.name}`, async () => {
      const { db } = await testServer();
      const rows = await db.rows<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1`,
        [config.name],
      );
      const present = new Set(rows.map((r) => r.column_name));
      const missing = config.columns.map((c) => c.name).filter((c) => !present.has(c));
      expect(missing).toEqual([]);
    });
  }

  it('records each migration once', async () => {
    const { db } = await testServer();
    const rows = await db.rows<{ name: string; n: number }>('select name, count(*)::int as n from schema_migrations group by name');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});
