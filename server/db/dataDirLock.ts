/**
 * One process at a time on an embedded database folder. PGlite does not guard its folder: a second
 * server started on the same DATA_DIR opened it too, and both then wrote its files, which can
 * corrupt the database and lose what it holds (bookings, payments, profiles). The process that
 * opens a folder leaves its pid in `padaav.lock` there until it closes the database; another
 * refuses to start while that process runs, and takes over a lock left by one that has stopped
 * (a pid that no longer runs, or this process's own pid left by a predecessor).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'padaav.lock';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is in use by another process (pid ${pid}): stop it, or give this server its own DATA_DIR`);
    this.name = 'DataDirInUse';
  }
}

/** PGlite's data dir is a folder unless it names another store (`memory://`, `idb://` ...); `file://` is a folder too. */
export function folderOf(dataDir: string): string | undefined {
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length) || undefined;
  if (!dataDir || /^[a-z0-9+.-]+:\/\//i.test(dataDir)) return undefined;
  return dataDir;
}

/** Whether a process with this pid runs (one we may not signal runs too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * Whether the process named in a lock file still has the folder open. A lock with this process's
 * own pid is its own only if it took it: a server restarted in a container often gets the pid
 * its stopped predecessor had (1, say), and must not wait for itself.
 */
function holds(pid: number, file: string): boolean {
  if (!(pid > 0)) return false;
  return pid === process.pid ? held.has(file) : running(pid);
}

/** Takes the folder's lock, or throws `DataDirInUse`; resolves to what gives it back. */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.resolve(folder, LOCK_FILE);
  // Twice at most: the second time after removing a lock whose process has stopped.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return async () => {
        held.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    // A second handle on the folder in this process is as unsafe as another process's.
    if (holds(holder, file)) throw new DataDirInUse(folder, holder);
    await rm(file, { force: true });
  }
  throw new Error(`could not lock ${file}: another process keeps taking it`);
}
