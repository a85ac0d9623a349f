/** What the browser benchmarks share: a free loopback port, the real server on it, local dates, the built site. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { addDays, todayInIndia } from '../../../domain/dates';

export const root = path.resolve(import.meta.dirname, '../../..');
/** The built site: WEB_ROOT when set (the server serves the same folder), so a bench need not share dist/ with others. */
export const dist = process.env.WEB_ROOT || path.join(root, 'dist');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `server/main.ts` on the port with its database in `dataDir`, and waits until /healthz answers. */
export async function startServer(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', OTP_DELIVERY: 'outbox', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start within 180 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill();
  await new Promise((r) => child.once('exit', r));
}

/**
 * A stay day `offset` days after today in India (YYYY-MM-DD): the server refuses check-ins before
 * India's today, which runs ahead of this machine's clock for part of the day.
 */
export function stayDay(offset: number): string {
  return addDays(todayInIndia(new Date()), offset);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the site when dist/ is missing or older than the sources (or never, with `skip` and a build present). */
export function buildIfNeeded(skip = false): void {
  let built = 0;
  try {
    built = statSync(path.join(dist, 'index.html')).mtimeMs;
  } catch {
    built = 0;
  }
  if (skip && built) return;
  const sources = Math.max(...['src', 'machines', 'contract'].map((d) => newestMtime(path.join(root, d))), statSync(path.join(root, 'index.html')).mtimeMs);
  if (built && built >= sources) return;
  console.log(`Building the site (${dist} is missing or older than the sources)...`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}
