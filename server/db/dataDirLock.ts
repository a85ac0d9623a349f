/**
 * One process at a time on an embedded database folder. PGlite does not guard its folder: a second
 * server started on the same DATA_DIR opened it too, and both then wrote its files, which can
 * corrupt the database and lose what it holds (bookings, payments, profiles). The process that
 * opens a folder leaves its pid in `padaav.lock` there until it closes the database; another
 * refuses to start while that process runs, and takes over a lock left by one that has stopped.
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

/** Takes the folder's lock, or throws `DataDirInUse`; resolves to what gives it back. */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  // Twice at most: the second time after removing a lock whose process has stopped.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    // This process holds it too when it opened the folder already: a second handle is as unsafe.
    if (holder > 0 && running(holder)) throw new DataDirInUse(folder, holder);
    await rm(file, { force: true });
  }
  throw new Error(`could not lock ${file}: another process keeps taking it`);
}
