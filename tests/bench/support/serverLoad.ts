/**
 * What the benches share: the server started as `npm start` runs it, on a data folder or a
 * PostgreSQL of their own; load from autocannon at CONNECTIONS connections and its figures; search
 * measured beside its ceiling in alternating slices; the server's memory from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_BASE } from '../../../contract/basePath';
import { healthResponse } from '../../../contract/guest';
import { addDays, todayInIndia } from '../../../domain/dates';
import { startArguments } from '../../support/startCommand';
import { cpuMeter, describeShare } from './cpuShare';

export const CONNECTIONS = 32;
export const METROS = [1275339, 1273294, 1277333, 1275004, 1264527, 1269843, 1259229, 1279233];
const ROOM_MIXES = [
  [{ numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
  [{ numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
  [{ numberOfAdults: 2, numberOfChild: 1, childAge: [7] }],
  [{ numberOfAdults: 2, numberOfChild: 0, childAge: [] }, { numberOfAdults: 2, numberOfChild: 2, childAge: [4, 11] }],
  [{ numberOfRooms: 3, numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
];
/** The ceiling and search runs alternate in this many slices each. */
const SLICES = 5;
/** Seconds of ceiling, then of search, load before the slices, not counted (see sideBySide). */
const WARM_UP_SECONDS = 3;

const root = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** What `npm start` runs: the server bundle (built by `npm run build:server`, as `prestart` does) with its Node flags. */
const SERVER_ARGUMENTS = startArguments();

export interface Started {
  child: ChildProcess;
  ms: number;
  seedLine: string;
}

/** The server on `dataDir` (or `databaseUrl`) at `port`, once it says it is running; `env` adds settings. */
export async function start(port: number, dataDir: string, databaseUrl = '', env: Record<string, string> = {}): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, SERVER_ARGUMENTS, {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BENCH_CEILING: '1', OTP_DELIVERY: 'outbox',
      WEB_ROOT: path.join(dataDir, 'no-site'), DATABASE_URL: databaseUrl, ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seedLine = '';
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const seeded = /Seeded the catalogue[^\n]*/.exec(out);
      if (seeded) seedLine = seeded[0];
      if (out.includes('Padaav is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ms: Math.round(performance.now() - t0), seedLine };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * 240 search bodies, all different: query i is metro i mod 8 with room mix (i div 8) mod 5, so
 * i mod 40 picks the pair, and checks in 1 + (i mod 59) days from today; 40 and 59 are coprime, so
 * no two of the first 2,360 queries agree on both. Stays of 1 to 4 nights.
 */
export function searchBodies(today = todayInIndia(new Date())): string[] {
  const bodies: string[] = [];
  for (let i = 0; bodies.length < 240; i++) {
    const city = METROS[i % METROS.length]!;
    const checkin = addDays(today, 1 + (i % 59));
    const nights = 1 + (Math.floor(i / 7) % 4);
    bodies.push(JSON.stringify({
      cityName: 'bench',
      searchQuery: {
        checkinDate: checkin,
        checkoutDate: addDays(checkin, nights),
        roomInfo: ROOM_MIXES[Math.floor(i / METROS.length) % ROOM_MIXES.length],
        searchCriteria: { city, nationality: '106', currency: 'INR' },
        searchPreferences: { ratings: [3, 4, 5], fsc: true },
      },
      sync: true,
    }));
  }
  return bodies;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  non2xx: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

export interface Run {
  latencies: number[];
  requests: number;
  bytes: number;
  seconds: number;
  non2xx: number;
}

/** A request's extras: the caller's device token, and what compression it accepts (none unless given). */
export interface Caller {
  token?: string;
  acceptEncoding?: string;
}

/** One autocannon run of `seconds` at CONNECTIONS connections, rotating over paths and bodies; `token` as the site sends its device token. */
export async function run(port: number, method: 'GET' | 'POST', paths: string[], bodies: string[] | undefined, seconds: number, { token, acceptEncoding }: Caller = {}): Promise<Run> {
  let i = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method,
        headers: {
          'content-type': 'application/json',
          'correlation-id': 'bench',
          ...(token ? { authorization: token } : {}),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        setupRequest: (req: Record<string, unknown>) => {
          const n = i++;
          return { ...req, path: paths[n % paths.length], ...(bodies ? { body: bodies[n % bodies.length] } : {}) };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  return { latencies, requests: result.requests.total, bytes: result.throughput.total, seconds, non2xx: result.non2xx + result.errors };
}

export function figures(name: string, runs: Run[]): Figures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    name,
    rps: Math.round(requests / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bytes: Math.round(runs.reduce((n, r) => n + r.bytes, 0) / Math.max(1, requests)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

/**
 * One slice's requests per second. The bench prints each pair: on this shared machine the ceiling
 * alone has swung twofold between neighbouring slices, and the spread tells a reader how far one
 * run's ratio can be trusted.
 */
const perSecond = (r: Run) => Math.round(r.requests / r.seconds);

/**
 * The ceiling and search measured in alternating slices (ceiling, search, ceiling, ...): this
 * machine's speed drifts by tens of percent over a minute (shared CPU), and taking the two side
 * by side keeps the drift out of their ratio. Each gets `seconds` in all, after WARM_UP_SECONDS
 * each that are not counted.
 */
export async function sideBySide(
  server: ChildProcess, port: number, bodies: string[], seconds: number, ceiling: { name: string; path: string }, search: { name: string; path: string },
): Promise<[Figures, Figures]> {
  const ceilingRuns: Run[] = [];
  const searchRuns: Run[] = [];
  const ceilingCpu = cpuMeter(server.pid);
  const searchCpu = cpuMeter(server.pid);
  const measured = (meter: typeof ceilingCpu, work: () => Promise<Run>) => (meter ? meter.measure(work) : work());
  const slice = seconds / SLICES;
  // Not counted: the first seconds of load after the start ran at a fraction of the later req/s
  // (the load generator compiling its own code, and the server settling after the start), and as
  // the first slice is always the ceiling's, they flattered the ratio. One second each was not
  // enough: the first ceiling slice after it still ran well below the next ones.
  // The ceiling's warm-up also makes each body's answer once (see benchCeilingRoute).
  await run(port, 'POST', [ceiling.path], bodies, WARM_UP_SECONDS);
  await run(port, 'POST', [search.path], bodies, WARM_UP_SECONDS);
  for (let s = 0; s < SLICES; s++) {
    ceilingRuns.push(await measured(ceilingCpu, () => run(port, 'POST', [ceiling.path], bodies, slice)));
    searchRuns.push(await measured(searchCpu, () => run(port, 'POST', [search.path], bodies, slice)));
  }
  console.log(`slices, ceiling / search req/s: ${ceilingRuns.map((c, s) => `${perSecond(c)} / ${perSecond(searchRuns[s]!)}`).join(', ')}`);
  if (ceilingCpu && searchCpu) {
    console.log(describeShare('  ceiling', ceilingCpu.share()));
    console.log(describeShare('  search', searchCpu.share()));
  }
  return [figures(ceiling.name, ceilingRuns), figures(search.name, searchRuns)];
}

/**
 * Waits until /healthz reports the search thread ready (it warms up on the other core after the
 * start): throughput measured before that would measure the warm-up. Returns how long it waited.
 */
export async function searchThreadReady(port: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const health = healthResponse.parse(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json());
    if (health.response.searchThread !== 'starting') return Math.round(performance.now() - t0);
    if (performance.now() - t0 > 60_000) throw new Error('the search thread was not ready within a minute');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The parts of the answers the benches read. */
export interface BenchAnswer {
  response: { hotel: { gl: { lt: string; ln: string } }; searchResult: { his: unknown[] } };
}

export async function timed(port: number, url: string, body: string): Promise<{ ms: number; status: number; size: number; json: BenchAnswer }> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${API_BASE}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { ms: Math.round((performance.now() - t) * 10) / 10, status: res.status, size: text.length, json: JSON.parse(text) as BenchAnswer };
}

/** The server's resident memory now and at its peak, in MB (Linux's /proc). */
export function memoryMb(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

export function memoryText(child: ChildProcess): string {
  const { rss, peak } = memoryMb(child);
  return `RSS ${rss} MB (peak ${peak} MB)`;
}
