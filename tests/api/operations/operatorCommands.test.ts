import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { PARTNER_BASE } from '../../../contract/partner';
import { addDays, todayInIndia } from '../../../domain/dates';
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from '../support/serverProcess';

const root = path.resolve(import.meta.dirname, '../../..');
const KASAULI = 1267605;

/**
 * The operator's commands on an embedded folder a running server has open (the folder is that
 * process's alone): `npm run partner:key` and `npm run catalogue:import` ask the server, through
 * the admin access it writes in its folder, and what they import is sold at once, no restart.
 */
describe.skipIf(inject('databaseUrl') !== '')('operator commands while the server runs (embedded database)', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const command = (script: string, args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });

  it('makes, lists and revokes partner keys and imports a catalogue file through the server, which sells it at once', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-operator-'));
    server = await startServerProcess(['--import', 'tsx', 'server/main.ts'], dataDir, { SEARCH_THREAD: '0' });
    const access = await stat(path.join(dataDir, 'admin.json'));
    expect(access.mode & 0o777).toBe(0o600);
    const base = `http://127.0.0.1:${server.port}`;

    // Before the import, no hotel in Kasauli.
    const checkin = addDays(todayInIndia(new Date()), 40);
    const searchKasauli = async () => {
      const res = await fetch(`${base}${API_BASE}/hotel-search-v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ searchQuery: { checkinDate: checkin, checkoutDate: addDays(checkin, 1), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }], searchCriteria: { city: KASAULI }, searchPreferences: { ratings: [3, 4, 5] } } }),
      });
      return res.status === 200 ? ((await res.json()).response.searchResult.his as Array<{ name: string }>).map((h) => h.name) : [];
    };
    expect(await searchKasauli()).toEqual([]);
    const imported = command('server/catalogueImport.ts', ['docs/catalogue-example/catalogue.json']);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/has the database open: importing through it/);
    expect(imported.stdout).toMatch(/3 hotels added/);
    await expect.poll(searchKasauli, { timeout: 5_000 }).toEqual(expect.arrayContaining(['The Pines Homestay']));

    const made = command('server/partnerKey.ts', ['create', '--hotel', 'KSL-PINES', '--name', 'STAAH for The Pines']);
    expect(made.status, made.stderr).toBe(0);
    const key = /(pdv_[0-9A-Z]{32})/.exec(made.stdout)![1]!;
    const read = await fetch(`${base}${PARTNER_BASE}/ari?hotelCode=KSL-PINES&from=${checkin}&to=${checkin}`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    const listed = command('server/partnerKey.ts', ['list']);
    const id = /(pk_[0-9a-z]{12}) {2}STAAH for The Pines {2}hotels: KSL-PINES/.exec(listed.stdout)![1]!;
    expect(command('server/partnerKey.ts', ['revoke', id]).status).toBe(0);
    expect((await fetch(`${base}${PARTNER_BASE}/ari?hotelCode=KSL-PINES&from=${checkin}&to=${checkin}`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(command('server/partnerKey.ts', ['create', '--hotel', 'NO-SUCH', '--name', 'x']).stderr).toMatch(/no hotel with code NO-SUCH/);

    // The admin routes answer only the server's token (and only on this machine: admin/routes.ts).
    expect((await fetch(`${base}/api/admin/v1/partner-keys`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${base}/api/admin/v1/partner-keys`)).status).toBe(401);
    // Stopped, the server takes its admin access away: the commands open the folder themselves again.
    await stopServerProcess(server);
    server = undefined;
    await expect(stat(path.join(dataDir, 'admin.json'))).rejects.toThrow();
    // An admin file a server killed with kill -9 left behind names a port nobody answers on: ignored.
    await writeFile(path.join(dataDir, 'admin.json'), JSON.stringify({ port: await freePort(), token: 'stale', pid: 999_999 }));
    expect(command('server/partnerKey.ts', ['list']).stdout).toMatch(/revoked/);
  }, 180_000);
});
