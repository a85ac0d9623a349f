/**
 * `npm run bench:scale`: the catalogue at the size of a country, on this machine. For each size
 * (BENCH_SCALE_SIZES, default 5,400 and 54,000 hotels), on a fresh embedded data folder, with the
 * server started as `npm start` runs it:
 *   - the first start, with seeding, and a later start (from the catalogue's file copy);
 *   - the server's RSS after a later start and a first search (idle 5 s);
 *   - a partner's full sync: 365 nights x 10 room types (a rate per night, rooms, minimum stay)
 *     in one POST /api/partner/v1/ari, three times, each timed from the client, after search
 *     load alone; then the RSS after that load;
 *   - search over the 8 metros at 32 connections beside its ceiling route (the same bytes from a
 *     buffer), in alternating slices.
 * Then, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, two servers on a new
 * database there: a stop-sell (and its lifting) pushed through one, timed until a search on the
 * other shows it, BENCH_PUSHES times (default 40).
 * Prints each figure beside its target. The targets are floors to report, not tests.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_BASE } from '../../contract/basePath';
import { PARTNER_BASE } from '../../contract/partner';
import { addDays, todayInIndia } from '../../domain/dates';
import { freePort, memoryMb, METROS, percentile, run, searchBodies, searchThreadReady, sideBySide, start, stop, timed } from './support/serverLoad';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '5400,54000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 40);
const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const CLIENT_SEMI_SPACE = '--max-semi-space-size=64';
if (!process.execArgv.includes(CLIENT_SEMI_SPACE)) throw new Error(`run the benchmark with node ${CLIENT_SEMI_SPACE} (npm run bench:scale does)`);

const root = path.resolve(import.meta.dirname, '../..');
const rows: Array<[what: string, figure: string, target: string]> = [];
const report = (what: string, figure: string, target: string) => {
  rows.push([what, figure, target]);
  console.log(`${what}: ${figure} (target ${target})`);
};
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A partner key for some hotels of a running embedded server, through its admin access (admin/adminFile.ts). */
async function adminKey(port: number, dataDir: string, hotelCodes: string[]): Promise<string> {
  const { token } = JSON.parse(readFileSync(path.join(dataDir, 'admin.json'), 'utf8')) as { token: string };
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/v1/partner-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', hotels: hotelCodes }),
  });
  return ((await res.json()) as { response: { key: string } }).response.key;
}

/** Mumbai's hotels with at least two room types, and those room types' codes, as the partner API reads them back. */
async function syncTargets(port: number, key: string, hotelCodes: string[]): Promise<Array<{ hotelCode: string; roomCodes: string[] }>> {
  const today = todayInIndia(new Date());
  const targets: Array<{ hotelCode: string; roomCodes: string[] }> = [];
  for (const hotelCode of hotelCodes) {
    const res = await fetch(`http://127.0.0.1:${port}${PARTNER_BASE}/ari?hotelCode=${hotelCode}&from=${today}&to=${today}`, { headers: { authorization: `Bearer ${key}` } });
    const roomCodes = ((await res.json()) as { response: { roomTypes: Array<{ roomCode: string }> } }).response.roomTypes.map((r) => r.roomCode);
    if (roomCodes.length >= 2) targets.push({ hotelCode, roomCodes: roomCodes.slice(0, 2) });
    if (targets.length === 5) break;
  }
  return targets;
}

/** The hotel codes of a city's first hotels in a search. */
async function hotelCodesOf(port: number, city: number, count: number): Promise<string[]> {
  const body = JSON.parse(searchBodies()[0]!);
  body.searchQuery.searchCriteria.city = city;
  const found = await timed(port, '/hotel-search-v2', JSON.stringify(body));
  return (found.json.response.searchResult.his as Array<{ id: string }>).slice(0, count).map((h) => `PDV-${h.id}`);
}

/** A full sync of a year for 10 room types in one call, `times` times: each call's time, ms. */
async function fullSyncs(port: number, key: string, targets: Array<{ hotelCode: string; roomCodes: string[] }>, times: number): Promise<number[]> {
  const from = addDays(todayInIndia(new Date()), 1);
  const took: number[] = [];
  for (let n = 0; n < times; n++) {
    const updates = targets.flatMap((t) =>
      t.roomCodes.map((roomCode) => ({
        hotelCode: t.hotelCode, roomCode, from, to: addDays(from, 364), sequence: n + 1, rooms: 5 + n, minStay: 1,
        // Rs 12,000 and up: above any plan's meals for two (all inclusive at a 5-star, Rs 8,000).
        ratesPaise: Array.from({ length: 365 }, (_, night) => 1_200_000 + 1_000 * ((night + n) % 7)),
      })),
    );
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${PARTNER_BASE}/ari`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ updates }) });
    took.push(Math.round(performance.now() - t0));
    if (res.status !== 200) throw new Error(`the full sync answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  return took;
}

async function size(hotels: number, port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `padaav-scale-${hotels}-`));
  const env = { CATALOGUE_HOTELS: String(hotels) };
  let running: ChildProcess | undefined;
  try {
    const first = await start(port, dataDir, '', env);
    running = first.child;
    report(`${hotels} hotels: first start, with seeding`, `${(first.ms / 1000).toFixed(1)} s (${first.seedLine})`, hotels >= 54_000 ? '≤ 120 s' : '-');
    console.log(`  RSS after the first start: ${memoryMb(first.child).rss} MB (peak ${memoryMb(first.child).peak} MB)`);
    await stop(first.child);

    const later = await start(port, dataDir, '', env);
    running = later.child;
    report(`${hotels} hotels: a later start`, `${(later.ms / 1000).toFixed(1)} s`, hotels >= 54_000 ? '≤ 15 s' : '-');
    const bodies = searchBodies();
    const firstSearch = await timed(port, '/hotel-search-v2', bodies[0]!);
    await searchThreadReady(port);
    await idle(5_000);
    report(`${hotels} hotels: RSS after a later start and a first search (idle 5 s)`, `${memoryMb(later.child).rss} MB (first search ${firstSearch.ms} ms, ${firstSearch.size} bytes)`, hotels >= 54_000 ? '≤ 1,200 MB' : '≤ 400 MB');

    // The load first, alone: the ceiling route keeps every body's answer it has sent (240 of up
    // to 3 MB at 54,000 hotels), which is the benchmark's memory, not the server's.
    await run(port, 'POST', [`${API_BASE}/hotel-search-v2`], bodies, DURATION);
    const key = await adminKey(port, dataDir, await hotelCodesOf(port, METROS[0]!, 30));
    const targets = await syncTargets(port, key, await hotelCodesOf(port, METROS[0]!, 30));
    const syncs = await fullSyncs(port, key, targets, 3);
    report(`${hotels} hotels: a full sync, 365 nights x ${targets.length * 2} room types in one call`, `${[...syncs].sort((a, b) => a - b)[1]} ms median of ${syncs.join(', ')}`, '≤ 1,000 ms');
    await idle(3_000);
    const after = memoryMb(later.child);
    report(`${hotels} hotels: RSS after the load (${DURATION} s of search, the full syncs)`, `${after.rss} MB (peak ${after.peak} MB)`, hotels >= 54_000 ? '≤ 1,200 MB' : '≤ 500 MB');

    const [ceiling, searched] = await sideBySide(later.child, port, bodies, DURATION, { name: 'ceiling', path: `${API_BASE}/bench/ceiling` }, { name: 'search', path: `${API_BASE}/hotel-search-v2` });
    report(
      `${hotels} hotels: search at 32 connections, 8 metros`,
      `${searched.rps} req/s, p95 ${Math.round(searched.p95)} ms; ceiling ${ceiling.rps} req/s, p95 ${Math.round(ceiling.p95)} ms: ${Math.round((searched.rps / ceiling.rps) * 100)}% of the ceiling`,
      hotels >= 54_000 ? 'p95 beside the ceiling' : '≥ 20% of the ceiling',
    );
    console.log(`  RSS with the ceiling route's answers kept: ${memoryMb(later.child).rss} MB`);
  } finally {
    if (running) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether a search on `port` of `hotelId`'s city for one night from `checkin` lists it. */
async function listed(port: number, cityId: number, hotelId: string, checkin: string): Promise<boolean> {
  const body = JSON.parse(searchBodies()[0]!);
  body.searchQuery.searchCriteria.city = cityId;
  body.searchQuery.checkinDate = checkin;
  body.searchQuery.checkoutDate = addDays(checkin, 1);
  body.searchQuery.roomInfo = [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }];
  body.searchQuery.searchPreferences.hids = [hotelId];
  const found = await timed(port, '/hotel-search-v2', JSON.stringify(body));
  return found.json.response.searchResult.his.length > 0;
}

/**
 * A partner API call as a partner makes it: past the key's rate limit (429), it waits as
 * `retry-after` says and sends again. The answer taken, and when its request was sent (performance.now()).
 */
async function partnerCall(port: number, key: string, route: string, body?: unknown): Promise<{ sentAt: number; json: { response: unknown } }> {
  for (;;) {
    const sentAt = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${PARTNER_BASE}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status === 200) return { sentAt, json: (await res.json()) as { response: unknown } };
    if (res.status !== 429) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    await idle(Number(res.headers.get('retry-after') ?? 1) * 1_000);
  }
}

/** Two servers on one new PostgreSQL database: a push through one, until a search on the other shows it. */
async function twoServers(): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const database = `padaav_scale_${Date.now()}`;
  await admin.query(`create database ${database}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const dirs = [mkdtempSync(path.join(tmpdir(), 'padaav-scale-a-')), mkdtempSync(path.join(tmpdir(), 'padaav-scale-b-'))];
  const servers: ChildProcess[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await start(portA, dirs[0]!, url.toString());
    servers.push(a.child);
    const b = await start(portB, dirs[1]!, url.toString());
    servers.push(b.child);
    const hotels = (await timed(portA, '/hotel-search-v2', searchBodies()[0]!)).json.response.searchResult.his.slice(0, PUSHES) as Array<{ id: string }>;
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/partnerKey.ts', 'create', '--name', 'bench', ...hotels.flatMap((h) => ['--hotel', `PDV-${h.id}`])], {
      cwd: root, env: { ...process.env, DATABASE_URL: url.toString() }, encoding: 'utf8',
    });
    const key = /(pdv_[0-9A-Z]{32})/.exec(made.stdout)?.[1];
    if (!key) throw new Error(`partner:key: ${made.stderr}`);
    const checkin = addDays(todayInIndia(new Date()), 30);
    const latencies: number[] = [];
    for (const hotel of hotels) {
      const code = `PDV-${hotel.id}`;
      const read = await partnerCall(portA, key, `/ari?hotelCode=${code}&from=${checkin}&to=${checkin}`);
      const rooms = (read.json.response as { roomTypes: Array<{ roomCode: string }> }).roomTypes;
      for (const stopSell of [true, false]) {
        const t0 = (await partnerCall(portA, key, '/ari', { updates: rooms.map((r) => ({ hotelCode: code, roomCode: r.roomCode, from: checkin, to: checkin, stopSell })) })).sentAt;
        while ((await listed(portB, METROS[0]!, hotel.id, checkin)) === stopSell) {
          if (performance.now() - t0 > 30_000) throw new Error('the other server did not show the push within 30 s');
          await idle(10);
        }
        latencies.push(Math.round(performance.now() - t0));
      }
    }
    latencies.sort((x, y) => x - y);
    report(
      `two servers on PostgreSQL: a push through one, until a search on the other shows it (${latencies.length} pushes)`,
      `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, slowest ${latencies.at(-1)} ms`,
      'p95 ≤ 5,000 ms',
    );
  } finally {
    for (const child of servers) await stop(child);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('could not build the server bundle');
  console.log(`bench:scale: sizes ${SIZES.join(', ')}, ${DURATION} s of search each, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const port = await freePort();
  await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
  for (const hotels of SIZES) await size(hotels, port);
  if (POSTGRES_URL) await twoServers();
  else console.log('(no TEST_DATABASE_URL or DATABASE_URL: the two-server figure is left out)');
  console.log('\n| what | measured | target |');
  console.log('|---|---|---|');
  for (const [what, figure, target] of rows) console.log(`| ${what} | ${figure} | ${target} |`);
  console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
