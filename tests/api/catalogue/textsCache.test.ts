import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed';
import { readCatalogueTexts } from '../../../server/modules/catalogue/readModel';
import { catalogueRepo } from '../../../server/modules/catalogue/repo';
import { loadCatalogueTexts, TEXTS_CACHE_FILE } from '../../../server/modules/catalogue/textsCache';
import { deploymentProfile } from '../../../server/deployment';

const catalogueVersion = (db: Database) => catalogueRepo(db).catalogueVersion();
import { testServer } from '../support/testApp';

/** A statement that changes nothing still counts as a change of the catalogue. */
const touchOneHotel = `update hotels set name = name where id = (select min(id) from hotels)`;

describe('catalogue version', () => {
  it('is replaced by every statement on cities, hotels or room types, and by nothing else', async () => {
    const { db } = await testServer();
    const first = await catalogueVersion(db);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await db.rows(touchOneHotel);
    const afterHotels = await catalogueVersion(db);
    await db.rows(`update cities set name = name where id = (select min(id) from cities)`);
    const afterCities = await catalogueVersion(db);
    await db.rows(`delete from room_types where false`);
    const afterRooms = await catalogueVersion(db);
    expect(new Set([first, afterHotels, afterCities, afterRooms]).size).toBe(4);
    await db.rows(`select count(*) from hotels`);
    await db.rows(`update catalogue_meta set value = value where key = 'seeded_on'`);
    expect(await catalogueVersion(db)).toBe(afterRooms);
  });

  it('has no file copy for PostgreSQL or a database in memory', async () => {
    expect(deploymentProfile({ kind: 'pglite' }, 'memory://').textsCacheFile).toBeUndefined();
    expect(deploymentProfile({ kind: 'postgres' }, '/var/lib/padaav').textsCacheFile).toBeUndefined();
    expect(deploymentProfile({ kind: 'pglite' }, '/var/lib/padaav').textsCacheFile).toBe(path.join('/var/lib/padaav', TEXTS_CACHE_FILE));
    // The server under test opens its catalogue with its own profile's (none: it is in memory or shared).
    const { app } = await testServer();
    expect(app.deployment.textsCacheFile).toBeUndefined();
  });
});

/** An embedded database in a folder, as `npm start` keeps it, with a small catalogue. */
describe('file copy of the catalogue texts (embedded database in a folder)', () => {
  let dir: string;
  let db: Database;
  let file: string;
  const copiedVersion = async () => (await readFile(file).catch(() => Buffer.alloc(0))).toString('utf8', 0, 100).split('\n')[1];
  const load = async () => {
    const loaded = await loadCatalogueTexts(db, file);
    await loaded.saved;
    return loaded;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'padaav-texts-'));
    db = await openDatabase({ dataDir: dir });
    await migrate(db);
    await seedIfEmpty(db, { hotels: 300, seed: 11 });
    file = deploymentProfile(db, dir).textsCacheFile!;
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a first start reads the database and saves a copy; the next start reads the copy, text for text', async () => {
    const fromDatabase = await readCatalogueTexts(db);
    const first = await load();
    expect(first.from).toBe('database');
    expect(first.texts).toEqual(fromDatabase);
    const second = await load();
    expect(second.from).toBe('file');
    expect(second.texts).toEqual(fromDatabase);
    const [count] = await db.rows<{ n: number }>('select count(*)::int as n from hotels');
    expect(JSON.parse(second.texts.hotels)).toHaveLength(count!.n);
  });

  it('after a change to the catalogue the copy is passed over, then replaced with the changed texts', async () => {
    await load();
    await db.rows(`update hotels set name = 'Hotel Renamed By An Operator' where id = (select min(id) from hotels)`);
    const changed = await load();
    expect(changed.from).toBe('database');
    expect(changed.texts.hotels).toContain('Hotel Renamed By An Operator');
    const next = await load();
    expect(next.from).toBe('file');
    expect(next.texts).toEqual(changed.texts);
  });

  it('a copy cut short, of another version or not a copy at all is passed over and replaced', async () => {
    const good = await readFile((await load(), file));
    for (const bad of [good.subarray(0, good.length - 10), Buffer.from(good.toString('latin1').replace(/\n[0-9a-f-]{36}\n/, '\n00000000-0000-4000-8000-000000000000\n'), 'latin1'), Buffer.from('hello'), Buffer.alloc(0)]) {
      await writeFile(file, bad);
      const loaded = await load();
      expect(loaded.from).toBe('database');
      expect(loaded.texts).toEqual(await readCatalogueTexts(db));
      expect((await readFile(file)).equals(good)).toBe(true);
    }
  });

  it('a copy that cannot be written is reported and leaves nothing behind; the texts still load', async () => {
    // Where the copy should go is a folder: its rename fails.
    const blocked = path.join(dir, 'blocked');
    await mkdir(blocked);
    const errors: unknown[] = [];
    const loaded = await loadCatalogueTexts(db, blocked, (error) => errors.push(error));
    await loaded.saved;
    expect(loaded.from).toBe('database');
    expect(loaded.texts).toEqual(await readCatalogueTexts(db));
    expect(errors).toHaveLength(1);
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('the server builds the same catalogue from the copy, and from the database when the copy does not parse', async () => {
    const config = { ...readConfig({}), dataDir: dir, webRoot: undefined, logLevel: 'silent', catalogue: { generated: true, hotels: 300, seed: 11 }, searchThread: false };
    const hotelsOf = async () => {
      const app = await buildApp({ config, db });
      const names = [...app.catalogue.model.hotels.values()].map((h) => h.name);
      await app.close();
      return names;
    };
    await db.rows(touchOneHotel);
    const fromDatabase = await hotelsOf();
    // The server saves its copy once started, without waiting for it.
    await expect.poll(copiedVersion).toBe(await catalogueVersion(db));
    expect((await load()).from).toBe('file');
    expect(await hotelsOf()).toEqual(fromDatabase);
    // Same length, so only parsing can tell: the hotels' text no longer closes its list.
    const good = await readFile(file);
    const copy = Buffer.from(good);
    copy[copy.length - Buffer.byteLength((await load()).texts.rooms) - 1] = 0x7b;
    await writeFile(file, copy);
    expect(await hotelsOf()).toEqual(fromDatabase);
    // ...and a good copy takes its place for the next start.
    await expect.poll(async () => (await readFile(file)).equals(good)).toBe(true);
    expect(fromDatabase.length).toBeGreaterThan(100);
  });
});
