import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

/** Whether this server can serve traffic: its database answers and carries every migration it expects. */
export interface Readiness {
  database: 'up' | 'down';
  /** Migration files not yet applied; null while the database does not answer (unknown). */
  pendingMigrations: number | null;
}

/**
 * Read afresh at each call. A database that answers the ping but then fails the migration read
 * counts as down: the server could not have used it either.
 */
export async function readiness(db: Database): Promise<Readiness> {
  if (!(await db.ping())) return { database: 'down', pendingMigrations: null };
  try {
    return { database: 'up', pendingMigrations: (await pendingMigrations(db)).length };
  } catch {
    return { database: 'down', pendingMigrations: null };
  }
}

export const isReady = (r: Readiness) => r.database === 'up' && r.pendingMigrations === 0;

/** What a failed readiness says, in the failure envelope's message. */
export function notReadyMessage(r: Readiness): string {
  if (r.database === 'down') return 'Database unreachable';
  const n = r.pendingMigrations ?? 0;
  return `Migrations pending: ${n} migration file${n === 1 ? '' : 's'} not yet applied`;
}
