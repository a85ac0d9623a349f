/**
 * One process at a time on an embedded database folder. PGlite does not guard its folder: a second
 * server started on the same DATA_DIR opened it too, and both then wrote its files, which can
 * corrupt the database and lose what it holds (bookings, payments, profiles).
 *
 * The process that opens a folder holds the operating system's exclusive lock on `padaav.lock`
 * there (an open file description lock on Linux, flock on macOS, LockFileEx on Windows, through
 * fs-native-extensions) until it closes the database. The system grants it to one open file at a
 * time, and lets it go when its process ends, however it ends (kill -9, a crash, a power cut). So
 * two starts at once cannot both have it, and there is no lock left over to judge and take over: a
 * lock file judged stale and removed by whoever finds it (as lock folders such as proper-lockfile's
 * are) can be removed by a second start after the first has taken it anew, and then both write.
 *
 * The file itself stays, never removed: a start waiting on a removed file would lock a file that
 * no other start sees. It names the holder's pid, for the message that refuses the next start. A
 * restart right after `kill -9` may find its predecessor still tearing down for a second or two:
 * it waits for the lock up to `LOCK_WAIT_MS`.
 */
import { constants } from 'node:fs';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE = 'padaav.lock';
/** How long a start waits for another process to let the folder go before it is refused. */
export const LOCK_WAIT_MS = 5_000;
const LOCK_POLL_MS = 100;

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's pid; undefined in the moment after it took the lock, before it wrote it. */
    readonly pid: number | undefined,
  ) {
    super(`the embedded database in ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}: stop it, or give this server its own DATA_DIR`);
    this.name = 'DataDirInUse';
  }
}

/** PGlite's data dir is a folder unless it names another store (`memory://`, `idb://` ...); `file://` is a folder too. */
export function folderOf(dataDir: string): string | undefined {
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length) || undefined;
  if (!dataDir || /^[a-z0-9+.-]+:\/\//i.test(dataDir)) return undefined;
  return dataDir;
}

/** The pid a lock file names, or undefined while it names none (its holder is still writing it). */
async function pidIn(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  return pid > 0 ? pid : undefined;
}

/** The lock files this process holds (or is taking), each with the open file that holds it. */
const held = new Map<string, FileHandle | undefined>();

/**
 * Takes the folder's lock, or throws `DataDirInUse`; resolves to what gives it back. Another
 * process's lock is waited for up to `waitMs` (tried every 100 ms); a second handle in this
 * process is refused at once, waiting would not end it.
 */
export async function lockDataDir(folder: string, waitMs = LOCK_WAIT_MS): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.resolve(folder, LOCK_FILE);
  // A second handle on the folder in this process is as unsafe as another process's.
  if (held.has(file)) throw new DataDirInUse(folder, process.pid);
  held.set(file, undefined);
  let handle: FileHandle | undefined;
  try {
    // Opened without truncating: until this process has the lock, the holder's pid is in it.
    handle = await open(file, constants.O_RDWR | constants.O_CREAT);
    const giveUpAt = Date.now() + waitMs;
    while (!tryLock(handle.fd)) {
      if (Date.now() >= giveUpAt) throw new DataDirInUse(folder, await pidIn(file));
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    await handle.truncate(0);
    await handle.write(`${process.pid}\n`, 0);
  } catch (error) {
    held.delete(file);
    await handle?.close();
    throw error;
  }
  held.set(file, handle);
  const owned = handle;
  return async () => {
    if (held.get(file) !== owned) return;
    held.delete(file);
    // Emptied first: once unlocked, a file naming this pid would name a process that holds nothing.
    await owned.truncate(0).catch(() => undefined);
    unlock(owned.fd);
    await owned.close();
  };
}
