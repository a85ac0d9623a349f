import { connect } from 'node:net';
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { openDatabase, type Database } from '../../../server/db/database';
import { mumbaiSearchBody, startServerProcess, stopServerProcess, type ServerProcess } from '../support/serverProcess';
import { parsePrometheusText } from './prometheusText';

/** The server from source, as `npm run dev` runs it (the bundle's own start is serverBundle.test.ts's). */
const FROM_SOURCE = ['--import', 'tsx', 'server/main.ts'];
/** The background jobs (server/jobs/backgroundJobs.ts), by name. */
const JOBS = ['booking_emails', 'calendars', 'hold_release', 'housekeeping', 'money_audit', 'payment_reconciliation', 'refunds'];

const healthy = async (server: ServerProcess) => (await fetch(`http://127.0.0.1:${server.port}/healthz`)).status;

/** A search as the site sends it, written as raw HTTP/1.1 so its body can be held back. */
function searchRequest(port: number): { head: string; body: string } {
  const body = mumbaiSearchBody();
  const head = `POST ${API_BASE}/hotel-search-v2 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  return { head, body };
}

/** The catalogue holds the hotels its one seed recorded writing (CATALOGUE_HOTELS=300 and the generator's own). */
async function seededOnce(db: Database): Promise<boolean> {
  const [row] = await db.rows<{ hotels: number; recorded: string }>(
    "select (select count(*)::int from hotels) as hotels, (select value from catalogue_meta where key = 'hotels') as recorded",
  );
  return !!row && row.hotels >= 300 && String(row.hotels) === row.recorded;
}

/** Rows in every table of the database's own schema, by table. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.rows<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await db.rows<{ n: number }>(`select count(*)::int as n from "${name}"`))[0]!.n;
  return counts;
}

/** Runs a PostgreSQL client tool, failing the test with its error output. */
function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status ?? result.error?.message}): ${result.stderr}`);
}

const logged = (server: ServerProcess, msg: string) => server.lines.find((l) => l.msg === msg);

describe.skipIf(inject('databaseUrl') !== '')('starting and stopping on the embedded database', () => {
  const running: ServerProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const server of running) await stopServerProcess(server, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a restart right after kill -9 starts; SIGTERM lets a request in flight finish, stops the jobs and closes the database, and the log says so; a copy of the stopped folder is a backup a server starts on', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-restart-'));
    const first = await startServerProcess(FROM_SOURCE, dataDir);
    running.push(first);
    expect(await healthy(first)).toBe(200);

    // Killed without a chance to let the folder go: the next start, at once, takes it over.
    first.child.kill('SIGKILL');
    const second = await startServerProcess(FROM_SOURCE, dataDir);
    running.push(second);
    expect(await healthy(second)).toBe(200);

    // Its background jobs each run once at start (on the queue in the same database).
    const jobsRun = async () => {
      const scraped = parsePrometheusText(await (await fetch(`http://127.0.0.1:${second.port}/metrics`)).text());
      return scraped.filter((s) => s.name === 'padaav_job_runs_total' && s.value > 0).map((s) => s.labels.job).sort();
    };
    await expect.poll(jobsRun, { timeout: 60_000, interval: 500 }).toEqual(JOBS);

    // A search whose body is still arriving when SIGTERM comes.
    const { head, body } = searchRequest(second.port);
    const socket = connect(second.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => void (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(head + body.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.child.kill('SIGTERM');
    await expect.poll(() => logged(second, "draining: no new requests; waiting for those in flight and for the jobs' runs under way"), { timeout: 10_000 }).toBeTruthy();
    // No new connection is taken meanwhile.
    await expect(fetch(`http://127.0.0.1:${second.port}/healthz`)).rejects.toThrow();
    socket.end(body.slice(40));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const answerBody = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { response: { searchResult: { his: unknown[] } } };
    expect(answerBody.response.searchResult.his.length).toBeGreaterThan(0);

    expect(await second.exited).toBe(0);
    expect(logged(second, 'requests drained')).toBeTruthy();
    expect(logged(second, 'jobs stopped')).toBeTruthy();
    expect(logged(second, 'stopped: database closed')).toBeTruthy();
    const draining = logged(second, "draining: no new requests; waiting for those in flight and for the jobs' runs under way");
    expect(draining?.jobsRunning).toEqual(expect.any(Array));

    // Closed cleanly, the folder opens at once for the next process.
    const db = await openDatabase({ dataDir, lockWaitMs: 0 });
    expect(await seededOnce(db)).toBe(true);
    // The jobs' runs are the queue's, in the database.
    const ran = await db.rows<{ name: string }>("select distinct name from pgboss.job where state = 'completed' order by name");
    expect(ran.map((r) => r.name)).toEqual(JOBS);
    const before = await tableCounts(db);
    await db.close();

    // A backup (docs/operations.md): the folder copied while no server runs; a server started on
    // the copy finds everything and seeds nothing.
    const copy = `${dataDir}-copy`;
    await cp(dataDir, copy, { recursive: true });
    try {
      const restored = await startServerProcess(FROM_SOURCE, copy);
      running.push(restored);
      expect(await healthy(restored)).toBe(200);
      expect(await stopServerProcess(restored)).toBe(0);
      const again = await openDatabase({ dataDir: copy, lockWaitMs: 0 });
      expect(await tableCounts(again)).toEqual(before);
      await again.close();
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.skipIf(inject('databaseUrl') === '')('starting on PostgreSQL', () => {
  const running: ServerProcess[] = [];
  const database = `padaav_start_${Date.now()}`;
  const restoredDatabase = `${database}_restored`;
  afterAll(async () => {
    for (const server of running) await stopServerProcess(server);
    const admin = await openDatabase({ url: inject('databaseUrl'), dataDir: '' });
    await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.exec(`DROP DATABASE IF EXISTS ${restoredDatabase} WITH (FORCE)`);
    await admin.close();
  });

  it('two servers started together on an empty database both come up: one seeds, the other finds the catalogue seeded; pg_dump and pg_restore give back every table', async () => {
    const admin = await openDatabase({ url: inject('databaseUrl'), dataDir: '' });
    await admin.exec(`CREATE DATABASE ${database}`);
    await admin.close();
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${database}`;
    const folder = await mkdtemp(path.join(tmpdir(), 'padaav-two-'));
    try {
      const starts = [0, 1].map(() => startServerProcess(FROM_SOURCE, folder, { DATABASE_URL: url.toString() }));
      const settled = await Promise.allSettled(starts);
      for (const s of settled) if (s.status === 'fulfilled') running.push(s.value);
      expect(settled.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
      for (const server of running) expect(await healthy(server)).toBe(200);
      const out = (server: ServerProcess) => server.lines.map((l) => l.msg);
      // Each logs its start; the catalogue is there once, with every hotel.
      for (const server of running) expect(out(server).some((m) => typeof m === 'string' && m.startsWith('ready on PostgreSQL'))).toBe(true);
      const db = await openDatabase({ url: url.toString(), dataDir: '' });
      expect(await seededOnce(db)).toBe(true);

      // A backup and its restore (docs/operations.md): pg_dump while the servers run (a guest
      // token written first), pg_restore into a new database, and every table holds what it held.
      const guest = await fetch(`http://127.0.0.1:${running[0]!.port}${API_BASE}/guest`);
      expect(guest.status).toBe(200);
      const dump = path.join(folder, 'padaav.dump');
      run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${url.toString()}`]);
      const before = await tableCounts(db);
      expect(before.sessions).toBeGreaterThan(0);
      await db.close();
      const admin = await openDatabase({ url: inject('databaseUrl'), dataDir: '' });
      await admin.exec(`CREATE DATABASE ${restoredDatabase}`);
      await admin.close();
      const restoredUrl = new URL(url);
      restoredUrl.pathname = `/${restoredDatabase}`;
      run('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, dump]);
      const restored = await openDatabase({ url: restoredUrl.toString(), dataDir: '' });
      expect(await tableCounts(restored)).toEqual(before);
      await restored.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
