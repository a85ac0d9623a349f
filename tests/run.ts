/**
 * `npm test`: every suite — type-check and lint (ESLint's layer rules, knip) side by side, unit,
 * machines, the API suite on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL side by
 * side, then the built site end to end in Chromium (built again only when its sources changed
 * since). Prints one summary line per suite and, last, `N passed, N failed` summed over all of
 * them. `npm test -- unit api` runs the suites whose names start so.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './support/chromium';
import { siteServerCommand, siteServerEnv } from './e2e/support/siteServer';
import { BOTH_LANES } from './api/support/lanes';

interface Result {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  /** The names of the failed tests (or files that did not load), printed again in the summary. */
  failures?: string[];
}

const results: Result[] = [];
const only = process.argv.slice(2);
const wanted = (suite: string) => only.length === 0 || only.some((o) => suite.startsWith(o));
const scratch = mkdtempSync(path.join(tmpdir(), 'padaav-test-'));

/**
 * Runs a command. Alone, its output goes straight to ours; `quiet`, it goes to a log file printed
 * in one piece when the command ends, so commands run side by side do not interleave their output.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): Promise<{ code: number; seconds: number; busy: number | null }> {
  const started = Date.now();
  const ticksBefore = cpuTicks();
  const log = path.join(scratch, `${path.basename(command)}-${started}-${Math.random().toString(36).slice(2)}.log`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (quiet) {
      const file = createWriteStream(log);
      child.stdout!.pipe(file);
      child.stderr!.pipe(file);
    }
    child.on('close', (code) => {
      if (quiet && existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
      resolve({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 100) / 10, busy: busyShare(ticksBefore, cpuTicks()) });
    });
  });
}

/** The machine's CPU time so far, busy and in all, from /proc/stat (null where there is none). */
function cpuTicks(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
}

/** How busy all the cores were between two readings, in percent: what a suite left unused shows here. */
function busyShare(before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>): number | null {
  if (!before || !after || after.total === before.total) return null;
  return Math.round((100 * (after.busy - before.busy)) / (after.total - before.total));
}

/** Type-check and lint side by side: each is one process on one core. */
async function staticChecks() {
  const [tsc, eslint, knip] = await Promise.all([
    wanted('typecheck') ? run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], {}, true) : null,
    // `npm run lint` in two checks, each one test: ESLint (layers, cycles, hooks, TypeScript), then knip (unused code).
    wanted('lint') ? run('npx', ['eslint', '.', '--max-warnings', '0'], {}, true) : null,
    wanted('lint') ? run('npx', ['knip'], {}, true) : null,
  ]);
  if (tsc) record({ suite: 'typecheck', passed: tsc.code === 0 ? 1 : 0, failed: tsc.code === 0 ? 0 : 1, skipped: 0 }, tsc.seconds, tsc.busy);
  if (eslint && knip) {
    const passed = [eslint, knip].filter((r) => r.code === 0).length;
    record({ suite: 'lint', passed, failed: 2 - passed, skipped: 0 }, Math.max(eslint.seconds, knip.seconds), eslint.busy);
  }
}

async function vitest(suite: string, project: string, env: NodeJS.ProcessEnv = {}, quiet = false) {
  const out = path.join(scratch, `${suite}.json`);
  const { code, seconds, busy } = await run('npx', ['vitest', 'run', '--project', project, '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`], env, quiet);
  if (!existsSync(out)) return record({ suite, passed: 0, failed: 1, skipped: 0 }, seconds, busy);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A file that fails to load counts as a failure even though it ran no test.
  const brokenFiles = (report.testResults ?? []).filter((f: { status: string; assertionResults?: unknown[] }) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (code !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  record({ suite, passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, failures: vitestFailures(report) }, seconds, busy);
}

/**
 * The API suite on PGlite and on PostgreSQL side by side: each runs its files one after another in
 * one process (they share one server), so together they use both cores.
 */
async function apiSuites() {
  const onPostgres = !!process.env.TEST_DATABASE_URL;
  // Side by side, the files that do not test the database run on one lane only (tests/api/support/lanes.ts).
  const both = onPostgres ? { [BOTH_LANES]: '1' } : {};
  await Promise.all([vitest('api (pglite)', 'api', both, onPostgres), onPostgres ? vitest('api (postgres)', 'api', { ...both, API_DB: 'postgres' }, true) : null]);
}

const SITE_SOURCES = ['src', 'domain', 'contract', 'machines', 'public', 'build', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** The built site is current when dist/ was written after every source of it changed (`npm ci` builds it). */
function siteIsCurrent(): boolean {
  return existsSync('dist/index.html') && statSync('dist/index.html').mtimeMs > Math.max(...SITE_SOURCES.map(newestChange));
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The browser tests' data folder, made ahead: their server started once on it, in the background
 * while the other suites run, and stopped as soon as it answers. Its first start generates the
 * catalogue (most of a minute); Playwright's start on the same folder then only reopens it. Null
 * when that start failed: Playwright then starts on a fresh folder itself, and says why if it fails.
 */
async function prepareSiteData(): Promise<string | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'padaav-e2e-'));
  const port = await freePort();
  const [command, ...args] = siteServerCommand;
  const server = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...siteServerEnv(port, dataDir) } });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  for (const deadline = Date.now() + 300_000; running && Date.now() < deadline; ) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ready) {
      // A clean stop leaves a folder the next start reopens; one that does not stop is not used.
      server.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => server.exitCode === 0), new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000))]);
      if (stopped) return dataDir;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return null;
}

async function e2e(siteData: Promise<string | null>) {
  if (!siteIsCurrent()) {
    const build = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
    if (build.code !== 0) return record({ suite: 'e2e (build)', passed: 0, failed: 1, skipped: 0 }, build.seconds, build.busy);
  }
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    return record({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 }, 0);
  }
  const out = path.join(scratch, 'e2e.json');
  const dataDir = await siteData;
  const { code, seconds, busy } = await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CHROMIUM_PATH: chromium.path,
    ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
  });
  if (!existsSync(out)) return record({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 }, seconds, busy);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const stats = report.stats;
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record({ suite: 'e2e', passed: stats.expected, failed, skipped: stats.skipped, failures: playwrightFailures(report) }, seconds, busy);
}

interface VitestFile {
  name: string;
  status: string;
  assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
}

/**
 * The first lines of why a test failed: its message, then where in our code (not the test
 * libraries' or Node's own frames), without colours, so that the summary (all a CI record may
 * keep of a run) says what went wrong as well as where.
 */
function why(messages: string[] | undefined): string {
  const lines = (messages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter((l) => l && !l.includes('node_modules') && !(l.startsWith('at ') && l.includes('node:')));
  return lines.slice(0, 4).map((l) => `\n        ${l.slice(0, 300)}`).join('');
}

function vitestFailures(report: { testResults?: VitestFile[] }): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && tests.length === 0) return [`${where} (did not load)`];
    return tests.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}${why(t.failureMessages)}`);
  });
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[] }[];
}

/** Tests whose outcome was unexpected or flaky, by project, file, line and title. */
function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'unexpected' || t.status === 'flaky').map((t) => `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${t.status})${why([t.results?.[0]?.error?.message ?? ''])}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function record(result: Result, seconds: number, busy: number | null = null) {
  results.push(result);
  console.log(`\n[${result.suite}] ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s${busy === null ? '' : `, cores ${busy}% busy`})\n`);
}

const started = Date.now();
const siteData = wanted('e2e') ? prepareSiteData() : Promise.resolve(null);
await staticChecks();
if (wanted('unit')) await vitest('unit', 'unit');
if (wanted('machines')) await vitest('machines', 'machines');
if (wanted('api')) await apiSuites();
if (wanted('e2e')) await e2e(siteData);

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), { passed: 0, failed: 0 });
console.log('Suites:');
for (const r of results) {
  console.log(`  ${r.suite.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
  for (const name of r.failures ?? []) console.log(`    failed: ${name}`);
}
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && results.length > 0 ? 0 : 1);
