import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath, freePort, startServer, stopServer } from '../support/site';
const regions: Array<[number, string]> = JSON.parse(readFileSync('/tmp/diag/regions.json', 'utf8'));
const regionOf = (line: number) => { let r = '?'; for (const [l, n] of regions) { if (l <= line) r = n; else break; } return r.replace(/^\/\/(#region)? ?/, ''); };
const dataDir = process.env.DD ?? mkdtempSync(path.join(tmpdir(), 'diag-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const url = `http://127.0.0.1:${port}${process.argv[2] ?? '/'}`;
await fetch(url);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  const agg = new Map<string, number>();
  for (let run = 0; run < 3; run++) {
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    profile.samples.forEach((s: number, i: number) => {
      const dt = profile.timeDeltas[i] ?? 0;
      let topLevel = false;
      for (let p: number | undefined = s; p !== undefined; p = parent.get(p)) { const cf = byId.get(p).callFrame; if (cf.lineNumber === 0 && cf.columnNumber === 0 && cf.url.includes('index-')) topLevel = true; }
      if (!topLevel) return;
      // first frame (leaf upward) in a src/ region, else the leaf's region
      let label = '';
      for (let p: number | undefined = s; p !== undefined; p = parent.get(p)) { const cf = byId.get(p).callFrame; if (!cf.url.includes('index-')) continue; const r = regionOf(cf.lineNumber); if (!label) label = r; if (r.startsWith('src/') || r.startsWith('contract/') || r.startsWith('machines/')) { label = `${r}  <- ${label}`; break; } }
      agg.set(label || '(native)', (agg.get(label || '(native)') ?? 0) + dt / 3);
    });
  }
  const tot = [...agg.values()].reduce((a, b) => a + b, 0);
  console.log('top-level total ms', (tot / 1000).toFixed(1));
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(6), k.slice(0, 140));
} finally { await browser.close(); await stopServer(server); }
