import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../server/db/database';
import { DataDirInUse, folderOf, LOCK_FILE, LOCK_WAIT_MS } from '../../server/db/dataDirLock';
import { startLockTaker, type LockTaker } from './support/lockTakerProcess';

/** The embedded database's own behaviour: the API suite on PostgreSQL has nothing of it to check. */
const onPostgres = inject('databaseUrl') !== '';

/** What the lock file says while this process has the folder: its pid. */
const ownLock = async () => `${process.pid}\n`;

/** Runs `test` with a lock taker in another process, ended afterwards. */
async function withTaker(dir: string, test: (taker: LockTaker) => Promise<void>): Promise<void> {
  const taker = await startLockTaker(dir);
  try {
    await test(taker);
  } finally {
    await taker.kill();
  }
}

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

  it('refuses while another process holds it, naming it, and takes it at once when that process is killed (kill -9)', () =>
    inFolder((dir) => withTaker(dir, async (taker) => {
      expect(await taker.send('take')).toBe('got');
      const lock = `${taker.child.pid}\n`;
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(lock);
      await expect(openDatabase({ dataDir: dir, lockWaitMs: 0 })).rejects.toThrow(new DataDirInUse(dir, taker.child.pid));
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(lock);
      // Killed, it gives nothing back and its pid stays in the file: the system let its lock go.
      await taker.kill();
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(lock);
      const db = await openDatabase({ dataDir: dir, lockWaitMs: 0 });
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await db.close();
      // Closed, the file stays and names no one.
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe('');
    })), 60_000);

  it('waits up to 5 s for a process that lets it go (a restart right after kill -9 finds its predecessor still ending), and is refused after that', () =>
    inFolder((dir) => withTaker(dir, async (taker) => {
      expect(await taker.send('take')).toBe('got');
      const t0 = Date.now();
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new DataDirInUse(dir, taker.child.pid));
      expect(Date.now() - t0).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
      const opening = openDatabase({ dataDir: dir });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await taker.send('give')).toBe('given');
      const db = await opening;
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
      await db.close();
    })), 60_000);

  it('is not held by a lock file alone: whatever pid it names (a running process, this one, none), only a live holder holds it', () =>
    inFolder((dir) => besideAnotherProcess(async (other) => {
      for (const text of [`${other.pid}\n`, `${other.pid} 12345\n`, `${process.pid}\n`, '4194304\n', 'not a pid']) {
        await writeFile(path.join(dir, LOCK_FILE), text);
        const db = await openDatabase({ dataDir: dir, lockWaitMs: 0 });
        expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(await ownLock());
        await db.close();
      }
    })), 60_000);

  it('is never had by two starts at once, also when the last holder was killed and left its pid in the lock file', () =>
    inFolder(async (dir) => {
      // Four at once: with two, the old lock's stale-lock race (both judge the left-over lock
      // stale, and the later removes the one the earlier has just written) showed too seldom.
      const takers = await Promise.all([1, 2, 3, 4].map(() => startLockTaker(dir)));
      try {
        for (let round = 0; round < 20; round++) {
          // All ask in the same moment: one has it, every other is refused.
          const answers = await Promise.all(takers.map((taker) => taker.send('take')));
          expect([...answers].sort(), `round ${round}`).toEqual(['got', 'refused', 'refused', 'refused']);
          const winner = answers.indexOf('got');
          if (round % 2 === 0) {
            expect(await takers[winner]!.send('give')).toBe('given');
          } else {
            // Killed while it has the folder: the next round starts on the lock file it left.
            const pid = takers[winner]!.child.pid;
            await takers[winner]!.kill();
            expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${pid}\n`);
            takers[winner] = await startLockTaker(dir);
          }
        }
      } finally {
        for (const taker of takers) await taker.kill();
      }
    }), 120_000);

  it('is a folder unless the data dir names another store', () => {
    expect([folderOf('/var/lib/padaav'), folderOf('file:///var/lib/padaav'), folderOf('./data')]).toEqual(['/var/lib/padaav', '/var/lib/padaav', './data']);
    expect([folderOf('memory://'), folderOf(''), folderOf('idb://padaav'), folderOf('file://')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
