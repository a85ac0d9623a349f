/**
 * What an operator's command (`npm run catalogue:import`, `npm run partner:key`) works on: the
 * database the server uses, or, when a running server has the embedded folder open (the folder is
 * one process's at a time: db/dataDirLock.ts), that server, asked through its admin access
 * (modules/admin/adminFile.ts).
 *
 * A server that answers on the port its admin file names is asked at once: opening the folder
 * first would wait out the lock's grace for a process letting it go (5 s) before being refused.
 * Otherwise the command opens the database itself, waiting as a start does; a folder that turns
 * out to be held by a server that has just started is then asked of it.
 */
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { DataDirInUse, folderOf } from './db/dataDirLock';
import { readAdminFile, type AdminAccess } from './modules/admin/adminFile';

/** How long a command waits for a server named in the admin file to answer before opening the folder itself. */
const ANSWER_WAIT_MS = 2_000;

async function answers(access: AdminAccess): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${access.port}/healthz`, { signal: AbortSignal.timeout(ANSWER_WAIT_MS) });
    return true;
  } catch {
    // Nobody on that port: a server killed (kill -9) before it could remove its admin file.
    return false;
  }
}

export async function databaseOrServer(config: Config): Promise<{ db: Database } | { server: AdminAccess }> {
  const folder = config.databaseUrl ? undefined : folderOf(config.dataDir);
  const running = folder ? readAdminFile(folder) : undefined;
  if (running && (await answers(running))) return { server: running };
  try {
    return { db: await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }) };
  } catch (error) {
    const access = error instanceof DataDirInUse && folder ? readAdminFile(folder) : undefined;
    if (!access) throw error;
    return { server: access };
  }
}
