/**
 * `npm run bench:web`: front-end performance and accessibility of the built site.
 *
 * 1. Builds the site when dist/ is missing or older than the sources.
 * 2. Prints the gzipped size of the home page's first-load JavaScript: the module script of
 *    dist/index.html plus every module it preloads (target: at most 250 KB).
 * 3. Starts the real server (API + built site + embedded database in a temp folder) on a loopback
 *    port and runs Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown; performance
 *    and accessibility) in Debian Chromium against `/`, `/search-result?...`, a hotel's
 *    `/search-detail/...` page and, logged in through the API, the review page of that hotel's
 *    first option, printing performance score, LCP, TBT, CLS, accessibility score and the
 *    accessibility audits that failed (targets: score at least 90, LCP at most 2.5 s, TBT at
 *    most 200 ms, CLS at most 0.05, accessibility at least 90), and where each page's main thread
 *    went: by kind of work and by script (from the median run), and by function from one more
 *    run traced with V8's sampler (its trace is kept in a folder the bench prints, for DevTools).
 * 4. Runs axe on each page as the e2e specs do, at their phone size (target: no serious or
 *    critical violation).
 *
 * Exit code 1 when a target is missed. Options: `--skip-build`, `--runs N` (median of N runs),
 * `--no-profile` (no traced run). With WEB_ROOT set, the site is built into and served from that
 * folder instead of dist/.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { API_BASE } from '../../contract/basePath';
import { logInThroughApi, loginStorage } from './support/apiLogin';
import { axeViolations, type AxeCount } from './support/axe';
import { putLocalStorage } from './support/browserStorage';
import { describeCosts, functionCosts, mainThreadCosts, PROFILER_CATEGORY, type Cost, type MainThreadCosts } from './support/mainThread';
import { buildIfNeeded, chromiumFlags, chromiumPath, dist, freePort, stayDay, startServer, stopServer } from './support/site';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);

const profile = !args.includes('--no-profile');

const TARGETS = { firstLoadKb: 250, score: 90, lcp: 2500, tbt: 200, cls: 0.05, a11y: 90 };

/** The module script and modulepreloads of dist/index.html, with their gzipped sizes. */
function firstLoadJs(): { files: Array<{ file: string; gz: number }>; totalKb: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!);
  const files = [...urls].map((url) => {
    const file = path.join(dist, url.replace(/^\//, ''));
    return { file: url, gz: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  return { files, totalKb: files.reduce((n, f) => n + f.gz, 0) / 1024 };
}

interface AuditedPage {
  name: string;
  url: string;
  /** Local storage the page needs before it loads (a login). */
  storage?: Record<string, string>;
  /** An API path the page must have answered 200 while it loaded: without it, Lighthouse measured an error or login screen. */
  needs?: string;
  /** For axe: a selector that shows once the page holds what it is for. */
  ready?: string;
}

interface PageFigures {
  /** Lighthouse's measure of this machine's CPU speed (its 4x slowdown assumes a fast desktop, about 1,000 to 2,000). */
  benchmarkIndex: number;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  a11yFailed: FailedAudit[];
  costs: MainThreadCosts;
}

/** A failed accessibility audit (an axe rule) of Lighthouse. */
interface FailedAudit {
  id: string;
  /** Axe's impact: minor, moderate, serious or critical. */
  impact: string;
  /** Whether it weighs in the accessibility score (Lighthouse shows some rules, such as axe's experimental ones, without weight). */
  scored: boolean;
  /** Selectors of the first elements it failed on. */
  nodes: string[];
}

const isSerious = (a: FailedAudit) => a.scored && (a.impact === 'serious' || a.impact === 'critical');
const describeAudit = (a: FailedAudit) => `${a.id}:${a.impact}${a.scored ? '' : ' (unscored)'}`;

async function lighthouseRun(p: AuditedPage, chromePort: number, extraTrace?: string, attempt = 1): ReturnType<typeof lighthouse> {
  const result = await lighthouse(p.url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(extraTrace ? { additionalTraceCategories: extraTrace } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${p.url}`);
  // Trace recording fails now and then on a busy machine (NO_NAVSTART...): Lighthouse says to run again.
  if (result.lhr.runtimeError && attempt < 3) return lighthouseRun(p, chromePort, extraTrace, attempt + 1);
  return result;
}

/**
 * One more load of the page, traced with V8's sampler too (which slows the page, so its figures are
 * not counted): the functions its main thread spent most time in. The trace is kept in `folder`.
 */
async function profiledRun(p: AuditedPage, chromePort: number, folder: string): Promise<Cost[]> {
  const result = await lighthouseRun(p, chromePort, PROFILER_CATEGORY);
  const events = (result?.artifacts as { Trace?: { traceEvents: unknown[] } } | undefined)?.Trace?.traceEvents ?? [];
  writeFileSync(path.join(folder, `${p.name.replace(/\W+/g, '_') || 'home'}.trace.json`), JSON.stringify({ traceEvents: events }));
  return functionCosts(events as Parameters<typeof functionCosts>[0]);
}

async function audit(p: AuditedPage, chromePort: number): Promise<PageFigures> {
  const result = await lighthouseRun(p, chromePort);
  const { lhr } = result!;
  if (lhr.runtimeError) throw new Error(`${p.url}: ${lhr.runtimeError.message}`);
  if (p.needs) {
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode: number }> } | undefined)?.items ?? [];
    const answered = requests.some((r) => new URL(r.url).pathname === `${API_BASE}${p.needs}` && r.statusCode === 200);
    if (!answered) throw new Error(`${p.name}: the page loaded without ${p.needs} answering 200, so Lighthouse did not measure the page itself`);
  }
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const a11yFailed = (lhr.categories.accessibility?.auditRefs ?? []).flatMap((ref): FailedAudit[] => {
    const a = lhr.audits[ref.id];
    if (!a || a.scoreDisplayMode !== 'binary' || a.score === null || a.score >= 1) return [];
    const details = a.details as { debugData?: { impact?: string }; items?: Array<{ node?: { selector?: string } }> } | undefined;
    const nodes = (details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? '?');
    return [{ id: a.id, impact: details?.debugData?.impact ?? '?', scored: ref.weight > 0, nodes }];
  });
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    a11yFailed,
    costs: mainThreadCosts(lhr),
  };
}

const post = async <T>(base: string, apiPath: string, body: unknown, token?: string): Promise<T> => {
  const answer = await fetch(`${base}${API_BASE}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'correlation-id': String(Date.now()), ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${apiPath} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
};

/** The first Bengaluru result of a one-night, one-adult search, with its search id (as a result card opens it). */
async function firstHotel(base: string): Promise<{ hotelId: string; searchId: string }> {
  const json = await post<{ response: { hotelSearchId: string; searchResult: { his: Array<{ id: string }> } } }>(base, '/hotel-search-v2', {
    cityName: 'Bengaluru',
    searchQuery: {
      checkinDate: stayDay(0),
      checkoutDate: stayDay(1),
      roomInfo: [{ numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
      searchCriteria: { city: 1277333, nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  });
  const hotel = json.response.searchResult.his[0];
  if (!hotel) throw new Error('the Bengaluru search found no hotel for the detail page');
  return { hotelId: hotel.id, searchId: json.response.hotelSearchId };
}

/** The review page of the hotel's first room option in its detail search, once the review answers for this login. */
async function reviewPath(base: string, hotel: { hotelId: string; searchId: string }, token: string): Promise<string> {
  const detail = await post<{ response: { hotel: { ops: Array<{ id: string }> } } }>(base, '/detail-search/v2', { id: hotel.hotelId, hotelSearchId: hotel.searchId });
  const option = detail.response.hotel.ops[0];
  if (!option) throw new Error(`hotel ${hotel.hotelId} has no room option to review`);
  await post(base, '/hotel-review', { hotelId: hotel.hotelId, optionId: option.id }, token);
  return `/review-booking/${encodeURIComponent(hotel.hotelId)}/${encodeURIComponent(option.id)}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  buildIfNeeded(args.includes('--skip-build'));
  const js = firstLoadJs();
  console.log('\nFirst-load JavaScript of the home page (gzip -9):');
  for (const f of js.files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`  ${js.totalKb.toFixed(1).padStart(7)} KB  total (target <= ${TARGETS.firstLoadKb} KB)`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'padaav-bench-web-'));
  const port = await freePort();
  console.log(`\nStarting the server on 127.0.0.1:${port} (data in ${dataDir}; the first start seeds the catalogue)...`);
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const base = `http://127.0.0.1:${port}`;
  let failed = js.totalKb > TARGETS.firstLoadKb;
  try {
    const hotel = await firstHotel(base);
    const login = await logInThroughApi(base);
    // The logged-in page comes last: the login stays in the browser's local storage once put there.
    const pages: AuditedPage[] = [
      { name: '/', url: `${base}/` },
      {
        name: '/search-result',
        url: `${base}/search-result?${new URLSearchParams({ place: '1277333', destination: 'Bengaluru', checkIn: stayDay(0), checkOut: stayDay(1) })}`,
      },
      { name: '/search-detail', url: `${base}/search-detail/${encodeURIComponent(hotel.hotelId)}/${encodeURIComponent(hotel.searchId)}` },
      {
        name: '/review-booking',
        url: `${base}${await reviewPath(base, hotel, login.token)}`,
        storage: loginStorage(login),
        needs: '/hotel-review',
        ready: '[data-testid="stay-summary"]',
      },
    ];
    // Warm the server (first answers fill its caches) so the audit measures the site, not the seed.
    for (const p of pages) await fetch(p.url);
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, Chromium ${chromiumPath}:`);
    const benchmarkIndexes: number[] = [];
    const figures: Array<Omit<PageFigures, 'benchmarkIndex'>> = [];
    const functions: Cost[][] = [];
    // Kept after the run (each trace is some 10 MB), for DevTools.
    const traces = profile ? mkdtempSync(path.join(tmpdir(), 'padaav-bench-web-traces-')) : '';
    for (const p of pages) {
      if (p.storage) await putLocalStorage(chrome.port, base, p.storage);
      const results: PageFigures[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(p, chrome.port));
      benchmarkIndexes.push(...results.map((r) => r.benchmarkIndex));
      const tbtMedian = median(results.map((r) => r.tbt));
      if (profile) functions.push(await profiledRun(p, chrome.port, traces));
      figures.push({
        // The breakdown of the run whose TBT is the median.
        costs: results.find((r) => r.tbt === tbtMedian)!.costs,
        score: median(results.map((r) => r.score)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        a11y: median(results.map((r) => r.a11y)),
        // Every audit that failed in any run, once.
        a11yFailed: [...new Map(results.flatMap((r) => r.a11yFailed).map((a) => [a.id, a])).values()],
      });
    }
    const axe: AxeCount[] = await axeViolations(chrome.port, pages);

    console.log('  page             score    LCP (ms)   TBT (ms)   CLS    a11y   axe serious/all   failed a11y audits (Lighthouse)');
    pages.forEach((p, i) => {
      const f = figures[i]!;
      const a = axe[i]!;
      const lighthouseSerious = f.a11yFailed.filter(isSerious);
      const ok =
        f.score >= TARGETS.score &&
        f.lcp <= TARGETS.lcp &&
        f.tbt <= TARGETS.tbt &&
        f.cls <= TARGETS.cls && f.a11y >= TARGETS.a11y && a.serious.length === 0 && lighthouseSerious.length === 0;
      failed ||= !ok;
      console.log(
        `  ${p.name.padEnd(16)} ${String(f.score).padStart(5)} ${f.lcp.toFixed(0).padStart(11)} ${f.tbt.toFixed(0).padStart(10)}   ${f.cls.toFixed(3)} ${String(f.a11y).padStart(6)} ${`${a.serious.length}/${a.all}`.padStart(17)}   ${f.a11yFailed.map(describeAudit).join(', ') || '-'}  ${ok ? 'ok' : 'MISSED'}`,
      );
      if (a.serious.length) console.log(`      axe serious or critical: ${a.serious.join(', ')}`);
      for (const failure of f.a11yFailed) console.log(`      Lighthouse ${failure.id} (${failure.impact}) on: ${failure.nodes.join(' | ')}`);
    });
    console.log(
      `  targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}, accessibility >= ${TARGETS.a11y}, no serious or critical violation (axe, or a scored Lighthouse audit)`,
    );
    console.log("  axe: its default rules, as the e2e checkA11y runs them, once per page at 375 x 740 (phone); Lighthouse's audits also run axe rules that are off by default");
    console.log(`  this machine's Lighthouse benchmark index: ${median(benchmarkIndexes).toFixed(0)} (runs: ${benchmarkIndexes.map((b) => b.toFixed(0)).join(', ')})`);

    console.log("\nWhere each page's main thread went (this machine's milliseconds, unthrottled):");
    pages.forEach((p, i) => {
      const { byCategory, byScript } = figures[i]!.costs;
      console.log(`  ${p.name}`);
      console.log('    by kind of work:');
      for (const line of describeCosts(byCategory)) console.log(`      ${line}`);
      console.log('    by script (total, of which scripting and parse/compile):');
      for (const line of describeCosts(byScript)) console.log(`      ${line}`);
      if (functions[i]) {
        console.log('    by function (self time, in a run traced with the sampler):');
        for (const line of describeCosts(functions[i])) console.log(`      ${line}`);
      }
    });
    if (profile) console.log(`  the traced runs' traces (open in DevTools' Performance panel): ${traces}`);
  } finally {
    await chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
