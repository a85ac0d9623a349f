import { mkdtempSync } from 'node:fs';
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
await fetch(url);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 300));
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  const dts: number[] = profile.timeDeltas;
  profile.samples.forEach((s: number, i: number) => self.set(s, (self.get(s) ?? 0) + (dts[i] ?? 0)));
  // self by function, and inclusive by module-level function names
  const selfBy = new Map<string, number>();
  const incl = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    selfBy.set(key, (selfBy.get(key) ?? 0) + t);
    const seen = new Set<string>();
    for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
      const m = byId.get(p);
      const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`;
      if (seen.has(k)) continue; seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log('total sampled ms', (total / 1000).toFixed(0));
  console.log('--- self');
  for (const [k, v] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(7), k);
  console.log('--- inclusive');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(1).padStart(7), k);
} finally { await browser.close(); await stopServer(server); }
