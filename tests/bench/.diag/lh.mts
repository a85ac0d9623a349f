import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, freePort, stayDay, startServer, stopServer } from '../support/site';
const which = process.argv[2] ?? '/';
const dataDir = process.env.DD ?? mkdtempSync(path.join(tmpdir(), 'diag-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
const base = `http://127.0.0.1:${port}`;
let url = `${base}${which}`;
if (which === 'detail') { const r = await fetch(`${base}/api/web/v1/digital-channel/hotel/hotel-search-v2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cityName: 'Bengaluru', searchQuery: { checkinDate: stayDay(0), checkoutDate: stayDay(1), roomInfo: [{ numberOfAdults: 1, numberOfChild: 0, childAge: [] }], searchCriteria: { city: 1277333, nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [3, 4, 5], fsc: true } }, sync: true }) }); const j: any = await r.json(); url = `${base}/search-detail/${j.response.searchResult.his[0].id}/${j.response.hotelSearchId}`; }
if (which === 'results') url = `${base}/search-result?${new URLSearchParams({ place: '1277333', destination: 'Bengaluru', checkIn: stayDay(0), checkOut: stayDay(1) })}`;
await fetch(url);
try {
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  writeFileSync(`/tmp/diag/lhr-${i}.json`, JSON.stringify(r!.lhr));
  console.log('score', r!.lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'CLS', a['cumulative-layout-shift']!.numericValue, 'bi', r!.lhr.environment.benchmarkIndex);
  }
} finally { await chrome.kill(); await stopServer(server); }
