import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

/**
 * Whether this server can serve traffic: its database answers and carries every migration it
 * expects, and it hears the catalogue's change feed (else it could sell what other servers no
 * longer sell, for up to the feed's few seconds between reads).
 */
export interface Readiness {
  database: 'up' | 'down';
  /** Migration files not yet applied; null while the database does not answer (unknown). */
  pendingMigrations: number | null;
  catalogueFeed: 'listening' | 'not listening';
}

/**
 * Read afresh at each call. A database that answers the ping but then fails the migration read
 * counts as down: the server could not have used it either.
 */
export async function readiness(db: Database, feedListening: () => boolean): Promise<Readiness> {
  const catalogueFeed = feedListening() ? 'listening' : 'not listening';
  if (!(await db.ping())) return { database: 'down', pendingMigrations: null, catalogueFeed };
  try {
    return { database: 'up', pendingMigrations: (await pendingMigrations(db)).length, catalogueFeed };
  } catch {
    return { database: 'down', pendingMigrations: null, catalogueFeed };
  }
}

export const isReady = (r: Readiness) => r.database === 'up' && r.pendingMigrations === 0 && r.catalogueFeed === 'listening';

/** What a failed readiness says, in the failure envelope's message. */
export function notReadyMessage(r: Readiness): string {
  if (r.database === 'down') return 'Database unreachable';
  if (r.catalogueFeed !== 'listening' && r.pendingMigrations === 0) return 'Not listening to the catalogue change feed: reconnecting';
  const n = r.pendingMigrations ?? 0;
  return `Migrations pending: ${n} migration file${n === 1 ? '' : 's'} not yet applied`;
}
