import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../server/db/database';
import { DataDirInUse, folderOf, LOCK_FILE, LOCK_WAIT_MS, processStart } from '../../server/db/dataDirLock';

/** The embedded database's own behaviour: the API suite on PostgreSQL has nothing of it to check. */
const onPostgres = inject('databaseUrl') !== '';

/** What a lock taken by this process says: its pid and when it started (this runs on Linux). */
const ownLock = async () => `${process.pid} ${await processStart(process.pid)}\n`;

/** Runs `test` on a new, empty folder, removed afterwards. */
async function inFolder(test: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'padaav-lock-'));
  try {
    await test(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `test` beside another process that runs until `stop` (or the test's end) kills it. */
async function besideAnotherProcess(test: (other: { pid: number; stop(): Promise<void> }) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise((resolve) => child.once('spawn', resolve));
    await test({
      pid: child.pid!,
      stop: async () => {
        child.kill();
        await exited;
      },
    });
  } finally {
    child.kill();
  }
}

it.skipIf(onPostgres)('the embedded database runs with its own small buffer pool, not PostgreSQL\'s 128MB that every start would clear', async () => {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    expect(db.kind).toBe('pglite');
    expect(await db.rows<{ shared_buffers: string }>('show shared_buffers')).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
  } finally {
    await db.close();
  }
});

describe.skipIf(onPostgres)('an embedded database folder', () => {
  it('is opened by one process at a time: a second opening is refused, naming the process that holds it', () =>
    inFolder(async (dir) => {
      const db = await openDatabase({ dataDir: dir });
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new DataDirInUse(dir, process.pid));
      // Refused, the first is untouched; once it closes, the folder opens again.
      expect(await db.rows('select 1 as one')).toEqual([{ one: 1 }]);
      await db.close();
      const again = await openDatabase({ dataDir: `file://${dir}` });
      await again.close();
    }), 60_000);

  it('refuses while another running process holds it, and takes over a lock left by one that stopped', () =>
    inFolder((dir) => besideAnotherProcess(async (other) => {
      const otherStart = await processStart(other.pid);
      expect(otherStart).toMatch(/^\d+$/);
      // As that process writes it, and as a lock without a start (written where none can be read).
      for (const lock of [`${other.pid} ${otherStart}\n`, `${other.pid}\n`]) {
        await writeFile(path.join(dir, LOCK_FILE), lock);
        await expect(openDatabase({ dataDir: dir, lockWaitMs: 0 })).rejects.toThrow(new DataDirInUse(dir, other.pid));
        expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(lock);
      }
      await other.stop();
      const db = await openDatabase({ dataDir: dir });
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await db.close();
      await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
    })), 60_000);

  it('waits up to 5 s for a process that lets it go (a restart right after kill -9 finds its predecessor still ending), and is refused after that', () =>
    inFolder((dir) => besideAnotherProcess(async (other) => {
      await writeFile(path.join(dir, LOCK_FILE), `${other.pid} ${await processStart(other.pid)}\n`);
      const t0 = Date.now();
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new DataDirInUse(dir, other.pid));
      expect(Date.now() - t0).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
      const opening = openDatabase({ dataDir: dir });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await other.stop();
      const db = await opening;
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await db.close();
    })), 60_000);

  it('takes over at once a lock whose process has exited and waits to be reaped (a zombie has closed its files)', () =>
    inFolder(async (dir) => {
      // bash starts a short sleep, then becomes a long one that never reaps it: the short one stays a zombie.
      const parent = spawn('bash', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
      try {
        const zombie = Number((await new Promise<Buffer>((resolve) => parent.stdout.once('data', resolve))).toString().trim());
        const lock = `${zombie} ${await processStart(zombie)}\n`;
        await expect.poll(async () => (await readFile(`/proc/${zombie}/stat`, 'utf8')).split(') ')[1]?.[0]).toBe('Z');
        await writeFile(path.join(dir, LOCK_FILE), lock);
        const db = await openDatabase({ dataDir: dir, lockWaitMs: 0 });
        expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
        await db.close();
      } finally {
        parent.kill();
      }
    }), 60_000);

  it('takes over a lock whose pid now belongs to a process that started at another time (the pid was given out again after a crash)', () =>
    inFolder((dir) => besideAnotherProcess(async (other) => {
      const otherStart = Number(await processStart(other.pid));
      await writeFile(path.join(dir, LOCK_FILE), `${other.pid} ${otherStart - 1}\n`);
      const db = await openDatabase({ dataDir: dir });
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new DataDirInUse(dir, process.pid));
      await db.close();
    })), 60_000);

  it("takes over a lock with this process's own pid that it did not take (a restarted container's server often has its predecessor's pid)", () =>
    inFolder(async (dir) => {
      await writeFile(path.join(dir, LOCK_FILE), `${process.pid}\n`);
      const db = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new DataDirInUse(dir, process.pid));
      await db.close();
    }), 60_000);

  it('is a folder unless the data dir names another store', () => {
    expect([folderOf('/var/lib/padaav'), folderOf('file:///var/lib/padaav'), folderOf('./data')]).toEqual(['/var/lib/padaav', '/var/lib/padaav', './data']);
    expect([folderOf('memory://'), folderOf(''), folderOf('idb://padaav'), folderOf('file://')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
