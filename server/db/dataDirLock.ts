/**
 * One process at a time on an embedded database folder. PGlite does not guard its folder: a second
 * server started on the same DATA_DIR opened it too, and both then wrote its files, which can
 * corrupt the database and lose what it holds (bookings, payments, profiles). The process that
 * opens a folder leaves its pid (and, on Linux, when that process started) in `padaav.lock` there
 * until it closes the database; another refuses to start while that process runs, and takes over a
 * lock left by one that has stopped: a pid that no longer runs (or has died and waits to be
 * reaped), a pid now used by a process that started later (the system gives pids out again), or
 * this process's own pid left by a predecessor. A restart right after `kill -9` finds its
 * predecessor still tearing down for a second or two: it waits for the lock up to `LOCK_WAIT_MS`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'padaav.lock';
/** How long a start waits for another process to let the folder go before it is refused. */
export const LOCK_WAIT_MS = 5_000;
const LOCK_POLL_MS = 100;

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

/** A process's state letter (field 3 of /proc/<pid>/stat), undefined where it cannot be read. */
async function processState(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || undefined;
}

/**
 * Whether a process with this pid runs (one we may not signal runs too). A zombie (Z: exited, not
 * yet reaped by its parent) or a dead one (X) has closed its files already.
 */
async function running(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = await processState(pid);
  return state !== 'Z' && state !== 'X';
}

/**
 * When a process started, in clock ticks since the system booted (field 22 of /proc/<pid>/stat);
 * undefined where that cannot be read (not Linux, or no such process). With its pid it names one
 * process: a pid given out again belongs to a process that started later.
 */
export async function processStart(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The fields after the command name, which is in parentheses and may hold spaces: state is field 3.
  const start = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
  return start && /^\d+$/.test(start) ? start : undefined;
}

/** A lock file's text: the pid, then its start when known. */
async function lockText(pid: number): Promise<string> {
  const start = await processStart(pid);
  return start ? `${pid} ${start}\n` : `${pid}\n`;
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * Whether the process named in a lock file still has the folder open. A lock with this process's
 * own pid is its own only if it took it: a server restarted in a container often gets the pid
 * its stopped predecessor had (1, say), and must not wait for itself. Another pid that runs holds
 * it unless that process started at another time than the lock says: the pid was given out again
 * after the holder stopped without removing its lock (a crash, a power cut). A lock without a
 * start (written where none can be read) holds while its pid runs.
 */
async function holderOf(text: string, file: string): Promise<{ pid: number; holds: boolean }> {
  const [pidText = '', start] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!(pid > 0)) return { pid, holds: false };
  if (pid === process.pid) return { pid, holds: held.has(file) };
  if (!(await running(pid))) return { pid, holds: false };
  const liveStart = start ? await processStart(pid) : undefined;
  return { pid, holds: !(start && liveStart && liveStart !== start) };
}

/**
 * Takes the folder's lock, or throws `DataDirInUse`; resolves to what gives it back. Another
 * process's lock is waited for up to `waitMs` (checked every 100 ms); a second handle in this
 * process is refused at once, waiting would not end it.
 */
export async function lockDataDir(folder: string, waitMs = LOCK_WAIT_MS): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.resolve(folder, LOCK_FILE);
  const text = await lockText(process.pid);
  const giveUpAt = Date.now() + waitMs;
  for (let leftOver = 0; ; ) {
    try {
      await writeFile(file, text, { flag: 'wx' });
      held.add(file);
      return async () => {
        held.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(await readFile(file, 'utf8').catch(() => ''), file);
    if (!holder.holds) {
      // Its process has stopped: the lock is left over; the next turn takes the folder.
      if (++leftOver > 10) throw new Error(`could not lock ${file}: another process keeps taking it`);
      await rm(file, { force: true });
      continue;
    }
    // A second handle on the folder in this process is as unsafe as another process's.
    if (holder.pid === process.pid || Date.now() >= giveUpAt) throw new DataDirInUse(folder, holder.pid);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}
