/**
 * Which rows a request changed, in every table: for the fuzz suite's test only, each table gets a
 * trigger that notes every row inserted, updated or deleted (its old and new values) in a log
 * table, which the suite reads after each request. Works alike on PGlite and PostgreSQL.
 */
import type { Database } from '../../../server/db/database';

const LOG = 'fuzz_row_changes';

export interface RowChange {
  tbl: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

/** The tables of the app (not the migration record, not the log itself). */
async function appTables(db: Database): Promise<string[]> {
  const rows = await db.rows<{ t: string }>(
    `select table_name as t from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('schema_migrations', '${LOG}') order by 1`,
  );
  return rows.map((r) => r.t);
}

export async function watchChanges(db: Database): Promise<{ tables: string[] }> {
  await db.exec(`
    create table if not exists ${LOG} (id bigserial primary key, tbl text not null, op text not null, old_row jsonb, new_row jsonb);
    create or replace function ${LOG}_note() returns trigger language plpgsql as $$
    begin
      insert into ${LOG} (tbl, op, old_row, new_row)
      values (TG_TABLE_NAME, TG_OP, case when TG_OP <> 'INSERT' then to_jsonb(OLD) end, case when TG_OP <> 'DELETE' then to_jsonb(NEW) end);
      return null;
    end $$;`);
  const tables = await appTables(db);
  for (const table of tables) {
    await db.exec(`drop trigger if exists ${LOG}_trigger on "${table}";
      create trigger ${LOG}_trigger after insert or update or delete on "${table}" for each row execute function ${LOG}_note();`);
  }
  return { tables };
}

export async function stopWatching(db: Database): Promise<void> {
  for (const table of await appTables(db)) await db.exec(`drop trigger if exists ${LOG}_trigger on "${table}"`);
  await db.exec(`drop table if exists ${LOG}; drop function if exists ${LOG}_note();`);
}

/** The changes noted since the last call, which are then forgotten. */
export async function takeChanges(db: Database): Promise<RowChange[]> {
  return db.rows<RowChange>(`delete from ${LOG} returning tbl, op, old_row, new_row`);
}

/** An update that changes only these columns of the row. */
function onlyChanged(change: RowChange, columns: string[]): boolean {
  if (change.op !== 'UPDATE' || !change.old_row || !change.new_row) return false;
  return Object.keys(change.new_row).every((key) => columns.includes(key) || JSON.stringify(change.new_row![key]) === JSON.stringify(change.old_row![key]));
}

/**
 * Changes a refused request may make by design: the caller's session notes the time of its last
 * request, a wrong guess at a login code counts against that code (five kill it), and a partner
 * key notes when it was last used.
 */
export function byDesign(change: RowChange): boolean {
  if (change.tbl === 'sessions') return onlyChanged(change, ['last_seen_at']);
  if (change.tbl === 'otp_codes') return onlyChanged(change, ['attempts']);
  // A partner key notes when it was last used (partner/keys.ts), refused call or not.
  if (change.tbl === 'partner_keys') return onlyChanged(change, ['last_used_at']);
  return false;
}
