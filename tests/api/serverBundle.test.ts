import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { healthResponse } from '../../contract/guest';
import { startArguments } from '../support/startCommand';
import { mumbaiSearchBody, startServerProcess, stopServerProcess, type ServerProcess } from './support/serverProcess';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm start`'s own command (the bundle, with its Node flags) on a data folder, until it says it is running. */
const start = (dataDir: string, env: Record<string, string> = {}) => startServerProcess(startArguments(), dataDir, env);

async function search(port: number): Promise<{ status: number; hotels: number }> {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/hotel-search-v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: mumbaiSearchBody(),
  });
  const body = (await response.json()) as { response?: { searchResult?: { his: unknown[] } } };
  return { status: response.status, hotels: body.response?.searchResult?.his.length ?? 0 };
}

/**
 * What `npm start` runs: the server bundle, with its dependencies inside (PGlite apart). The
 * embedded database is the one `npm start` uses, so this runs in the PGlite suite only.
 */
describe.skipIf(inject('databaseUrl') !== '')('the server bundle (npm start)', () => {
  const running: ServerProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const server of running) await stopServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds a new data folder and answers; a later start reads the copy of the shared catalogue and answers the same; a start on a folder in use is refused', async () => {
    expect(spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status).toBe(0);
    dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-bundle-'));

    const first = await start(dataDir);
    running.push(first);
    expect(first.lines.some((l) => l.msg === 'catalogue read from the database')).toBe(true);
    // The copy of the shared catalogue is written once it is built, before the server answers.
    expect(existsSync(path.join(dataDir, 'catalogue.image'))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${first.port}/healthz`);
    expect(health.status).toBe(200);
    expect(['starting', 'ready']).toContain(healthResponse.parse(await health.json()).response.searchThread);
    // The bundle's own thread entry (answerThread.mjs beside main.mjs) starts and says so.
    await expect.poll(async () => healthResponse.parse(await (await fetch(`http://127.0.0.1:${first.port}/healthz`)).json()).response.searchThread, { timeout: 30_000, interval: 100 }).toBe('ready');
    const before = await search(first.port);
    expect(before.status).toBe(200);
    expect(before.hotels).toBeGreaterThan(0);
    await stopServerProcess(first);

    const second = await start(dataDir);
    running.push(second);
    expect(second.lines.some((l) => l.msg === 'catalogue read from its copy')).toBe(true);
    expect(await search(second.port)).toEqual(before);

    // A third start on the folder the second still has open is refused, with what to do about it,
    // and leaves the second serving.
    await expect(start(dataDir)).rejects.toThrow(
      new RegExp(`Padaav failed to start: the embedded database in ${dataDir} is in use by another process \\(pid ${second.child.pid}\\): stop it, or give this server its own DATA_DIR`),
    );
    expect(await search(second.port)).toEqual(before);
  }, 180_000);

  it('refuses to start in production with the made-up GSTIN, saying which setting to give', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'padaav-bundle-gstin-'));
    try {
      await expect(start(folder, { NODE_ENV: 'production', PAYMENTS: 'sandbox', SUPPLIER_GSTIN: '' })).rejects.toThrow(
        /SUPPLIER_GSTIN: set the GSTIN your tax invoices are issued under \(and SUPPLIER_GSTINS=29:\.\.\.,07:\.\.\. for one registration per state\); the default 29AAKCP4821R1ZL is made up/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
