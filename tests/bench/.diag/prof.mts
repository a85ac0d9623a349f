import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath, freePort, stayDay, startServer, stopServer } from '../support/site';
const which = process.argv[2] ?? '/';
const dataDir = process.env.DD ?? mkdtempSync(path.join(tmpdir(), 'diag-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const base = `http://127.0.0.1:${port}`;
let url = `${base}${which}`;
if (which === 'results') url = `${base}/search-result?${new URLSearchParams({ place: '1277333', destination: 'Bengaluru', checkIn: stayDay(0), checkOut: stayDay(1) })}`;
if (which === 'detail') {
  const r = await fetch(`${base}/api/web/v1/digital-channel/hotel/hotel-search-v2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cityName: 'Bengaluru', searchQuery: { checkinDate: stayDay(0), checkoutDate: stayDay(1), roomInfo: [{ numberOfAdults: 1, numberOfChild: 0, childAge: [] }], searchCriteria: { city: 1277333, nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [3, 4, 5], fsc: true } }, sync: true }) });
  const j: any = await r.json();
  url = `${base}/search-detail/${j.response.searchResult.his[0].id}/${j.response.hotelSearchId}`;
}
await fetch(url);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  writeFileSync('/tmp/diag/trace.json', JSON.stringify(events));
  // main thread: the renderer's CrRendererMain
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'FunctionCall'));
  const tid = main.tid, pid = main.pid;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
  for (const t of tasks) {
    const kids = mine.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
    const by = new Map<string, number>();
    for (const k of kids) {
      if (!['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compileModule', 'MajorGC', 'MinorGC', 'PrePaint', 'Commit', 'HitTest', 'IntersectionObserverController::computeIntersections', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'ScheduleStyleRecalculation', 'XHRReadyStateChange', 'ResourceReceivedData'].includes(k.name)) continue;
      const label = k.name === 'FunctionCall' ? `FunctionCall ${(k.args?.data?.functionName || '?')}@${(k.args?.data?.url || '').split('/').pop()}` : k.name;
      by.set(label, (by.get(label) ?? 0) + k.dur / 1000);
    }
    const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}:${v.toFixed(0)}`).join(', ');
    console.log(`@${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(0)}ms  ${top}`);
    if (process.env.FN) {
      const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      const incl = new Map<string, number>();
      let ts = profile.startTime;
      profile.samples.forEach((s: number, i: number) => {
        ts += profile.timeDeltas[i];
        if (ts < t.ts || ts > t.ts + t.dur) return;
        const seen = new Set<string>();
        for (let p: number | undefined = s; p !== undefined; p = parent.get(p)) {
          const cf = byId.get(p).callFrame; const k = `${cf.functionName || '(anon)'}:${cf.lineNumber}`;
          if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1);
        }
      });
      console.log('     ', [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.FN)).map(([k, v]) => `${k}=${v}`).join('  '));
    }
  }
  const lcp = await page.evaluate(() => new Promise((r) => new PerformanceObserver((l) => { const e: any = l.getEntries().at(-1); r([Math.round(e.startTime), e.element?.outerHTML.slice(0, 80)]); }).observe({ type: 'largest-contentful-paint', buffered: true })));
  const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
  console.log('FCP', fcp, 'LCP', lcp);
} finally { await browser.close(); await stopServer(server); }
