/**
 * `npm run bench`: the catalogue and search service under load, on this machine.
 * Builds and starts the real server as `npm start` does (the bundle, with the start script's Node flags) on
 * loopback with a fresh data folder, so the first start seeds the default catalogue; measures first start, first search
 * after start and a second start; waits for /healthz to report the search thread ready (it builds
 * its catalogue on the other core after the start); then drives 32 connections with autocannon at:
 *   - POST /hotel-search-v2 over the 8 metros, rotating 240 distinct queries (cities, dates, room mixes);
 *     the script refuses to run with fewer than 200 distinct request bodies
 *   - POST /bench/ceiling with the same 240 bodies: each body's own search answer, made the first
 *     time and then sent from a buffer (BENCH_CEILING=1), so both send the same bytes; this and
 *     the search run alternate in five slices, so the machine's drift stays out of their ratio
 *   - GET  /cities/search/{QUERY} rotating 40 prefixes
 *   - POST /hotel-search-v2 again with a guest device token, as the site sends it (the session is resolved)
 *   - POST /hotel-search-v2 again with a logged-in user's token (the session and the user's saved hotels are read)
 *   - POST /hotel-search-v2 again as a browser asks: guest token, `accept-encoding: gzip, deflate, br` (answers compressed)
 *   - POST /detail-search rotating 400 metro hotels
 *   - POST /nearby-search with a guest token, the four categories around 50 of those hotels
 *   - PUT /bookFullPayment: reviews of 48 hotels of each metro on 8 dates made first, each booked once
 * and, after each side-by-side run, where the machine's time went: CPU per request of the server's
 * request thread, of its other threads and of the load generator, and the cores' idle share
 * (support/cpuShare.ts, Linux only);
 * then stops the server, books part of the metros' allotment straight into its database
 * (support/bookedAllotment.ts), starts it a third time and measures search, its ceiling and detail-search again;
 * and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, starts the server once
 * more on a new database there (seeded as on a first start, dropped at the end) and books the same
 * way, so the booking floor (p95 at 32 connections) is reported for both databases.
 * Calls carry no device token unless said (only nearby-search needs one); the site sends one with every call.
 *
 * The load generator runs in this process with a larger young generation (`npm run bench` passes
 * --max-semi-space-size=64, and the script refuses to run without it). autocannon keeps each
 * response body as a string until the response ends; 32 connections x 300-490 KB answers overflow
 * V8's default young generation, and the client then spends its time copying and promoting those
 * strings: it measured its own garbage collector (the ceiling route ran at about half the rate
 * without the flag, with the server idle much of the time).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_BASE } from '../../contract/basePath';
import { guestTokenResponse } from '../../contract/guest';
import { OUTBOX_PATH, outboxResponse, validateOtpSuccess } from '../../contract/identity';
import { nearbyType } from '../../contract/nearby';
import { todayInIndia } from '../../domain/dates';
import { bookAllotment } from './support/bookedAllotment';
import { bookCalls, type BookCall } from './support/bookingCalls';
import {
  CONNECTIONS, figures, freePort, METROS, memoryText, run, searchBodies, searchThreadReady, sideBySide, start as startOn, stop, timed, type Caller, type Figures, type Run,
} from './support/serverLoad';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The client's young generation (MB), see above. */
const CLIENT_SEMI_SPACE = '--max-semi-space-size=64';
if (!process.execArgv.includes(CLIENT_SEMI_SPACE)) {
  throw new Error(`run the benchmark with node ${CLIENT_SEMI_SPACE} (npm run bench does): without it autocannon measures its own garbage collector`);
}
const PREFIXES = ['MUM', 'DEL', 'BAN', 'KOL', 'CHE', 'HYD', 'PUN', 'AHM', 'JAI', 'GOA', 'UDA', 'AGR', 'VAR', 'MAN', 'SHI', 'RIS', 'KOC', 'LUC', 'NAG',
  'SUR', 'IND', 'BHO', 'PAT', 'MYS', 'OOT', 'DAR', 'LEH', 'AMR', 'MAD', 'TIR', 'PUR', 'GAN', 'KAN', 'NAS', 'BOMBAY', 'BANGALORE', 'MUMBAJ', 'CALANGUTE', 'JODH', 'VIZ'];

const root = path.resolve(import.meta.dirname, '../..');
/** The PostgreSQL server booked on too, when one is named (the embedded runs never use it). */
const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'padaav-bench-'));
const start = (port: number, databaseUrl = '') => startOn(port, dataDir, databaseUrl);

/** The booked part of the allotment spans the nights the search bodies check in on (1 to 59 days ahead) and their stays. */
const BOOKED_NIGHTS = 64;

/** Distinct search bodies the search run rotates over: a response cache alone cannot carry it. */
const DISTINCT_SEARCHES = 200;

/** Each call once, CONNECTIONS at a time (each books its own review): how long they took in all and each. */
async function runEach(port: number, method: 'PUT', path: string, calls: BookCall[]): Promise<Run> {
  let i = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    amount: calls.length,
    requests: [
      {
        method,
        path,
        setupRequest: (req: Record<string, unknown>) => {
          const call = calls[i++ % calls.length]!;
          return { ...req, headers: { 'content-type': 'application/json', 'correlation-id': 'bench', authorization: call.token }, body: call.body };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  return { latencies, requests: result.requests.total, bytes: result.throughput.total, seconds: (performance.now() - started) / 1000, non2xx: result.non2xx + result.errors };
}

async function load(name: string, port: number, method: 'GET' | 'POST', paths: string[], bodies?: string[], caller: Caller = {}): Promise<Figures> {
  return figures(name, [await run(port, method, paths, bodies, DURATION, caller)]);
}

/** A guest device token, as the site takes one at its first call. */
async function guestToken(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${API_BASE}/guest`);
  return guestTokenResponse.parse(await res.json()).response.token;
}

/** Nearby-search bodies as the detail page asks them: around each hotel, each of the four categories, 3 km. */
async function nearbyBodies(port: number, hotelIds: string[]): Promise<string[]> {
  const bodies: string[] = [];
  for (const id of hotelIds) {
    const { json } = await timed(port, '/detail-search', JSON.stringify({ id }));
    const { lt, ln } = json.response.hotel.gl;
    for (const type of nearbyType.options) bodies.push(JSON.stringify({ latitude: Number(lt), longitude: Number(ln), radius: 3000, type }));
  }
  return bodies;
}

/** A logged-in user's device token, through the real login: a code sent to a phone number, read from the dev outbox, checked. */
let users = 0;
async function userToken(port: number): Promise<string> {
  const guest = await guestToken(port);
  const mobileNumber = `9${String(Date.now() + users++).slice(-9)}`;
  const post = (url: string, body: object) =>
    fetch(`http://127.0.0.1:${port}${API_BASE}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: guest }, body: JSON.stringify(body) });
  if (!(await post('/signup', { mobileNumber })).ok) throw new Error('the bench could not ask for a login code');
  const outbox = outboxResponse.parse(await (await fetch(`http://127.0.0.1:${port}${OUTBOX_PATH}?to=${mobileNumber}`)).json());
  const checked = await post('/signup/validate/otp', { mobileNumber, emailId: '', otp: outbox.response[0]!.otp });
  return validateOtpSuccess.parse(await checked.json()).response.token;
}

/** 8 users book 48 hotels of each metro on 8 dates (each review once), CONNECTIONS at a time. */
async function booking(port: number, where: string): Promise<Figures> {
  const bookers = await Promise.all(Array.from({ length: 8 }, () => userToken(port)));
  const calls = await bookCalls(port, bookers, METROS, 8, 48);
  return figures(`bookFullPayment${where} (${calls.length} reviews of distinct hotels and dates, each booked once)`, [await runEach(port, 'PUT', `${API_BASE}/bookFullPayment`, calls)]);
}

/** The same booking run on a new database of the named PostgreSQL server (seeded by the server's first start, dropped after). */
async function bookingOnPostgres(port: number): Promise<Figures> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const database = `padaav_bench_${Date.now()}`;
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    const server = await start(port, url.toString());
    console.log(`PostgreSQL start (with seeding): ${server.ms} ms  ${server.seedLine}`);
    try {
      await searchThreadReady(port);
      return await booking(port, ' on PostgreSQL');
    } finally {
      await stop(server.child);
    }
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function main() {
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('could not build the server bundle');
  const port = await freePort();
  console.log(`bench: data in ${dataDir}, port ${port}, ${CONNECTIONS} connections, ${DURATION} s per run, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // The first fetch of a process loads and compiles its HTTP client (tens of ms): done here,
  // against the port before the server listens, so "first search" times the server alone.
  await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
  const first = await start(port);
  console.log(`first start (with seeding): ${first.ms} ms  ${first.seedLine}`);
  const bodies = searchBodies();
  const distinct = new Set(bodies).size;
  if (distinct < DISTINCT_SEARCHES) throw new Error(`only ${distinct} distinct search bodies; the benchmark needs at least ${DISTINCT_SEARCHES}`);
  const firstSearch = await timed(port, '/hotel-search-v2', bodies[0]!);
  const firstOther = await timed(port, '/hotel-search-v2', bodies[1]!);
  console.log(`first search after start (Mumbai): ${firstSearch.ms} ms, ${firstSearch.json.response.searchResult.his.length} hotels, ${firstSearch.size} bytes`);
  console.log(`first search of a second city (Delhi): ${firstOther.ms} ms, ${firstOther.json.response.searchResult.his.length} hotels`);
  console.log(`memory after the first start: ${memoryText(first.child)}`);
  await stop(first.child);

  const second = await start(port);
  console.log(`second start (catalogue already seeded): ${second.ms} ms`);
  const afterRestart = await timed(port, '/hotel-search-v2', bodies[2]!);
  console.log(`first search after second start (Bengaluru): ${afterRestart.ms} ms`);

  const hotelIds = METROS.flatMap((city) => Array.from({ length: 50 }, (_, n) => String(city * 1000 + n + 1)));
  const searchPath = `${API_BASE}/hotel-search-v2`;
  const threadMs = await searchThreadReady(port);
  console.log(`search thread ready ${threadMs} ms after the first search (answers were written on the request thread until then)`);
  console.log(`memory after the second start, search thread ready: ${memoryText(second.child)}`);
  const [ceiling, searched] = await sideBySide(
    second.child,
    port,
    bodies,
    DURATION,
    { name: 'ceiling (each body\'s own answer, from a buffer)', path: `${API_BASE}/bench/ceiling` },
    { name: `hotel-search-v2 (8 metros, ${distinct} distinct queries)`, path: searchPath },
  );
  const results: Figures[] = [ceiling, searched];
  // The site sends its device token with every call: each request then resolves the session.
  const token = await guestToken(port);
  results.push(await load(`hotel-search-v2 with a guest token, as the site sends it`, port, 'POST', [searchPath], bodies, { token }));
  results.push(await load(`hotel-search-v2 with a logged-in user's token`, port, 'POST', [searchPath], bodies, { token: await userToken(port) }));
  // Browsers accept brotli, so real searches pay for compressing their answers too.
  results.push(await load(`hotel-search-v2 as a browser asks (guest token, brotli)`, port, 'POST', [searchPath], bodies, { token, acceptEncoding: 'gzip, deflate, br' }));
  results.push(await load(`city suggestions (${PREFIXES.length} queries)`, port, 'GET', PREFIXES.map((q) => `${API_BASE}/cities/search/${q}`)));
  results.push(await load(`detail-search (${hotelIds.length} hotels)`, port, 'POST', [`${API_BASE}/detail-search`], hotelIds.map((id) => JSON.stringify({ id }))));
  const nearby = await nearbyBodies(port, hotelIds.filter((_, n) => n % 8 === 0));
  results.push(await load(`nearby-search with a guest token (${nearby.length} hotels x categories, 3 km)`, port, 'POST', [`${API_BASE}/nearby-search`], nearby, { token }));
  results.push(await booking(port, ' on the embedded database'));
  console.log(`memory after the load: ${memoryText(second.child)}`);
  await stop(second.child);

  const bookedRows = await bookAllotment(dataDir, METROS, todayInIndia(new Date()), BOOKED_NIGHTS);
  const third = await start(port);
  await searchThreadReady(port);
  console.log(`booked: ${bookedRows} room-type nights of the 8 metros over the next ${BOOKED_NIGHTS} nights (third start: ${third.ms} ms)`);
  const [bookedCeiling, bookedSearched] = await sideBySide(
    third.child,
    port,
    bodies,
    DURATION,
    { name: 'ceiling, metros partly booked', path: `${API_BASE}/bench/ceiling` },
    { name: `hotel-search-v2, metros partly booked (${bookedRows} room-type nights)`, path: searchPath },
  );
  results.push(bookedCeiling, bookedSearched);
  results.push(await load(`detail-search, metros partly booked (${hotelIds.length} hotels)`, port, 'POST', [`${API_BASE}/detail-search`], hotelIds.map((id) => JSON.stringify({ id }))));
  await stop(third.child);
  if (POSTGRES_URL) results.push(await bookingOnPostgres(port));

  console.log('\n| call | req/s | p50 ms | p95 ms | p99 ms | bytes/answer | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of results) console.log(`| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.bytes} | ${f.non2xx} |`);
  console.log(`\nsearch throughput = ${((searched.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling`);
  console.log(`with the metros partly booked: ${((bookedSearched.rps / bookedCeiling.rps) * 100).toFixed(0)}% of the ceiling`);
  console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`summary: firstStart=${first.ms}ms secondStart=${second.ms}ms firstSearch=${firstSearch.ms}ms`);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
