/**
 * `npm run video`: records a walk through the running site in Chromium (home, a search for
 * Bengaluru, its results sorted by price, a hotel's page, about and contact) and writes
 * src/public/videos/demo.mp4 (H.264, small) with ffmpeg. Start the site first (`npm start`),
 * or set SITE_URL. Needs Debian's `chromium` and `ffmpeg`.
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const site = process.env.SITE_URL ?? 'http://localhost:8080';
const out = path.resolve('src/public/videos/demo.mp4');
const rawDir = mkdtempSync(path.join(tmpdir(), 'padaav-video-'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
const page = await context.newPage();
const pause = (ms: number) => page.waitForTimeout(ms);

// Frames are screenshots taken back to back while the walk runs; their count over the elapsed
// time gives the frame rate.
let frames = 0;
let recording = true;
const started = Date.now();
const recorder = (async () => {
  while (recording) {
    // A frame that fails (mid-navigation) is skipped, so the numbered files stay gapless for ffmpeg.
    const shot = await page.screenshot({ path: path.join(rawDir, `frame${String(frames).padStart(5, '0')}.jpg`), type: 'jpeg', quality: 75 }).catch(() => null);
    if (shot) frames++;
  }
})();

// Home: the hero, the search panel and the sections below.
await page.goto(site);
await pause(1500);
for (let y = 0; y < 3; y++) {
  await page.mouse.wheel(0, 400);
  await pause(600);
}
await page.mouse.wheel(0, -1200);
await pause(600);

// A search: type a city, pick the suggestion, search with the default stay.
const box = page.getByRole('search', { name: 'Search hotels' }).getByRole('combobox', { name: 'Destination' });
await box.click();
await box.pressSequentially('ben', { delay: 120 });
await page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option', { name: /^Bengaluru/ }).first().click();
await pause(800);
await page.getByRole('search', { name: 'Search hotels' }).getByRole('button', { name: 'Search', exact: true }).click();

// Results: the list, a sort, a scroll.
await page.getByRole('heading', { level: 1, name: /^Hotel Stays in Bengaluru/ }).waitFor();
await pause(1500);
await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
await pause(1200);
for (let y = 0; y < 3; y++) {
  await page.mouse.wheel(0, 450);
  await pause(600);
}

// A hotel's page (cards open a new tab; the walk follows the same link here).
const href = await page.getByTestId('hotel-card').first().getByRole('link').first().getAttribute('href');
if (!href) throw new Error('no hotel link on the results page');
await page.goto(new URL(href, site).toString());
await page.getByRole('heading', { level: 1 }).waitFor();
await pause(1800);
for (let y = 0; y < 8; y++) {
  await page.mouse.wheel(0, 500);
  await pause(650);
}

// About and contact, then home again.
await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
await pause(1800);
await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
await pause(1500);
await page.goto(site);
await pause(1200);
recording = false;
await recorder;
const fps = Math.max(1, frames / ((Date.now() - started) / 1000));
await context.close();
await browser.close();

mkdirSync(path.dirname(out), { recursive: true });
execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', fps.toFixed(2), '-i', path.join(rawDir, 'frame%05d.jpg'), '-r', '24', '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-preset', 'veryslow', '-movflags', '+faststart', '-an', out]);
console.log(`Wrote ${out}`);
