/**
 * `npm test`: every suite in turn — type-check, lint (ESLint's layer rules, then knip), unit,
 * machines, API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then the built site
 * end to end in Chromium. Prints one summary line per suite and, last, `N passed, N failed`
 * summed over all of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './support/chromium';

interface Result {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
}

const results: Result[] = [];
const only = process.argv.slice(2);
const wanted = (suite: string) => only.length === 0 || only.some((o) => suite.startsWith(o));
const scratch = mkdtempSync(path.join(tmpdir(), 'padaav-test-'));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { code: child.status ?? 1, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

function typecheck() {
  const { code, seconds } = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  record({ suite: 'typecheck', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, seconds);
}

/** `npm run lint` in two checks, each one test: ESLint (layers, cycles, hooks, TypeScript), then knip (unused code). */
function lint() {
  const eslint = run('npx', ['eslint', '.', '--max-warnings', '0']);
  const knip = run('npx', ['knip']);
  const passed = [eslint, knip].filter((r) => r.code === 0).length;
  record({ suite: 'lint', passed, failed: 2 - passed, skipped: 0 }, Math.round((eslint.seconds + knip.seconds) * 10) / 10);
}

function vitest(suite: string, project: string, env: NodeJS.ProcessEnv = {}) {
  const out = path.join(scratch, `${suite}.json`);
  const { code, seconds } = run('npx', ['vitest', 'run', '--project', project, '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`], env);
  if (!existsSync(out)) return record({ suite, passed: 0, failed: 1, skipped: 0 }, seconds);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A file that fails to load counts as a failure even though it ran no test.
  const brokenFiles = (report.testResults ?? []).filter((f: { status: string; assertionResults?: unknown[] }) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (code !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  record({ suite, passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }, seconds);
}

function e2e() {
  const build = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (build.code !== 0) return record({ suite: 'e2e (build)', passed: 0, failed: 1, skipped: 0 }, build.seconds);
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    return record({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 }, 0);
  }
  const out = path.join(scratch, 'e2e.json');
  const { code, seconds } = run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CHROMIUM_PATH: chromium.path,
  });
  if (!existsSync(out)) return record({ suite: 'e2e', passed: 0, failed: 1, skipped: 0 }, seconds);
  const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record({ suite: 'e2e', passed: stats.expected, failed, skipped: stats.skipped }, seconds);
}

function record(result: Result, seconds: number) {
  results.push(result);
  console.log(`\n[${result.suite}] ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s)\n`);
}

if (wanted('typecheck')) typecheck();
if (wanted('lint')) lint();
if (wanted('unit')) vitest('unit', 'unit');
if (wanted('machines')) vitest('machines', 'machines');
if (wanted('api')) vitest('api (pglite)', 'api');
if (wanted('api') && process.env.TEST_DATABASE_URL) vitest('api (postgres)', 'api', { API_DB: 'postgres' });
if (wanted('e2e')) e2e();

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), { passed: 0, failed: 0 });
console.log('Suites:');
for (const r of results) console.log(`  ${r.suite.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && results.length > 0 ? 0 : 1);
