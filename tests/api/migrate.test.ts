import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';

/**
 * Two servers starting together on one database both run `migrate`: every migration must run
 * exactly once and both must start. On PostgreSQL (API_DB=postgres) the two use separate
 * connection pools on a fresh schema; on PGlite they share the one embedded database.
 */
describe('migrations', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  let pair: Promise<[Database, Database]> | undefined;
  const twoServers = () => (pair ??= openTwo());

  async function openTwo(): Promise<[Database, Database]> {
    const url = inject('databaseUrl');
    if (!url) {
      const db = await openDatabase({ dataDir: 'memory://' });
      opened.push(db);
      return [db, db];
    }
    const schemaName = `migrate_${Date.now()}`;
    const admin = await openDatabase({ url, dataDir: '' });
    opened.push(admin);
    await admin.exec(`CREATE SCHEMA ${schemaName}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schemaName}`);
    const a = await openDatabase({ url: scoped.toString(), dataDir: '' });
    const b = await openDatabase({ url: scoped.toString(), dataDir: '' });
    opened.push(a, b);
    return [a, b];
  }

  it('run by two servers at once, apply each file once and let both start', async () => {
    const [a, b] = await twoServers();
    const [ranA, ranB] = await Promise.all([migrate(a), migrate(b)]);
    const all = [...ranA, ...ranB].sort();
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    const recorded = await a.rows<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((r) => r.name)).toEqual(all);
    expect(await migrate(b)).toEqual([]);
    // The database is usable afterwards: no connection was left inside a failed transaction.
    for (let i = 0; i < 4; i++) expect(await a.rows('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('seeded by two servers at once on an empty database: one writes the catalogue, the other finds it written, both start', async () => {
    const [a, b] = await twoServers();
    await Promise.all([migrate(a), migrate(b)]);
    const spec = { hotels: 40, seed: 5 };
    const results = await Promise.all([seedIfEmpty(a, spec), seedIfEmpty(b, spec)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [written, found] = results[0]!.seeded ? results : [results[1]!, results[0]!];
    expect(found).toMatchObject({ hotels: written.hotels, cities: written.cities });
    expect(await a.rows('select count(*)::int as n from hotels')).toEqual([{ n: written.hotels }]);
    for (let i = 0; i < 4; i++) expect(await b.rows('select 1 as one')).toEqual([{ one: 1 }]);
  }, 120_000);

  it('a failing script leaves nothing half-done and the connection usable', async () => {
    const [db] = await twoServers();
    await migrate(db);
    await expect(db.exec('BEGIN;\nCREATE TABLE half_done (id int);\nSELECT no_such_function();\nCOMMIT;')).rejects.toThrow();
    expect(await db.rows(`select 1 from information_schema.tables where table_name = 'half_done' and table_schema = current_schema()`)).toEqual([]);
    expect(await db.rows('select 2 as two')).toEqual([{ two: 2 }]);
  });

  it('0014 moves the money 0011 kept into the ledger: paid orders as captures, refunds with their reasons, the penalty cancellations kept; of several open orders only the newest stays open', async () => {
    const [db] = await twoServers();
    const schema = `legacy_${Date.now()}`;
    const dir = path.resolve(import.meta.dirname, '../../server/db/migrations');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
    const run = async (sql: string) => db.exec(`BEGIN;\nSET LOCAL search_path TO ${schema};\n${sql}\nCOMMIT;`);
    await db.exec(`CREATE SCHEMA ${schema}`);
    for (const file of files.filter((f) => f < '0014')) await run(await readFile(path.join(dir, file), 'utf8'));
    // As 0011 kept them: a confirmed booking paid by one order with an older one left open; a
    // booking with two open orders; a cancelled one refunded 8,000 of 10,000; an expired one paid late and refunded.
    const booking = (id: string, status: string, paymentStatus: string, paid: number, refund: number) =>
      `('${id}', 'u1', '${status}', '${paymentStatus}', 'o', 'h', 1, 'h-1', 'EP', '2026-03-12', '2026-03-14', 1, 2, 0, '[]', '{}', 8475, 1525, 10000, 2, '[]', '{}', false, now(), ${paid}, ${refund})`;
    await run(`
      insert into bookings (id, user_id, status, payment_status, option_id, hotel_id, city_id, room_type_id, plan_code, checkin, checkout, rooms, adults, children,
                            room_info, hotel, base_paise, tax_paise, total_paise, nights, price_nights, policy, pay_later, created_at, amount_paid_paise, refund_paise)
      values ${[booking('B1', 'SUCCESS', 'SUCCESS', 10000, 0), booking('B2', 'PENDING', 'PENDING', 0, 0), booking('B3', 'CANCELLED', 'REFUNDED', 10000, 8000), booking('B4', 'EXPIRED', 'REFUNDED', 10000, 10000)].join(', ')};
      insert into payment_orders (id, booking_id, user_id, amount_paise, currency, status, payment_id, created_at, paid_at) values
        ('order_1old', 'B1', 'u1', 10000, 'INR', 'created', null, now() - interval '9 minutes', null),
        ('order_1', 'B1', 'u1', 10000, 'INR', 'paid', 'pay_1', now() - interval '8 minutes', now()),
        ('order_2a', 'B2', 'u1', 10000, 'INR', 'created', null, now() - interval '2 minutes', null),
        ('order_2b', 'B2', 'u1', 10000, 'INR', 'created', null, now() - interval '1 minute', null),
        ('order_3', 'B3', 'u1', 10000, 'INR', 'paid', 'pay_3', now(), now()),
        ('order_4', 'B4', 'u1', 10000, 'INR', 'paid', 'pay_4', now(), now());
      insert into payment_refunds (id, booking_id, payment_id, amount_paise, reason, status, provider_refund_id, created_at, processed_at) values
        ('rf_3', 'B3', 'pay_3', 8000, 'cancelled', 'processed', 'rfnd_3', now(), now()),
        ('rf_4', 'B4', 'pay_4', 10000, 'late payment', 'processed', 'rfnd_4', now(), now());`);
    for (const file of files.filter((f) => f >= '0014')) await run(await readFile(path.join(dir, file), 'utf8'));

    const ledger = await db.rows<{ id: string; booking_id: string; entry: string; reason: string; amount_paise: number; status: string }>(
      `select id, booking_id, entry, reason, amount_paise, status from ${schema}.payment_ledger order by booking_id, entry, id`,
    );
    expect(ledger).toEqual([
      { id: 'cap_pay_1', booking_id: 'B1', entry: 'capture', reason: 'payment', amount_paise: 10000, status: 'done' },
      { id: 'cap_pay_3', booking_id: 'B3', entry: 'capture', reason: 'payment', amount_paise: 10000, status: 'done' },
      { id: 'rf_3', booking_id: 'B3', entry: 'refund', reason: 'cancellation', amount_paise: 8000, status: 'processed' },
      { id: 'cap_pay_4', booking_id: 'B4', entry: 'capture', reason: 'late', amount_paise: 10000, status: 'done' },
      { id: 'rf_4', booking_id: 'B4', entry: 'refund', reason: 'late', amount_paise: 10000, status: 'processed' },
    ]);
    expect(await db.rows(`select id, penalty_paise from ${schema}.bookings order by id`)).toEqual([
      { id: 'B1', penalty_paise: null }, { id: 'B2', penalty_paise: null }, { id: 'B3', penalty_paise: 2000 }, { id: 'B4', penalty_paise: null },
    ]);
    expect(await db.rows(`select id, status from ${schema}.payment_orders order by id`)).toEqual([
      { id: 'order_1', status: 'paid' }, { id: 'order_1old', status: 'created' }, { id: 'order_2a', status: 'superseded' }, { id: 'order_2b', status: 'created' },
      { id: 'order_3', status: 'paid' }, { id: 'order_4', status: 'paid' },
    ]);
    const gone = await db.rows(`select column_name from information_schema.columns where table_schema = '${schema}' and table_name = 'bookings' and column_name in ('amount_paid_paise', 'refund_paise')`);
    expect(gone).toEqual([]);
    expect(await db.rows(`select 1 from information_schema.tables where table_schema = '${schema}' and table_name = 'payment_refunds'`)).toEqual([]);
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  });
});
