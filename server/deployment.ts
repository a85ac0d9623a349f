import type { Database } from './db/database';
import { FLUSH_AFTER_MS } from './modules/catalogue/searchStore';
import { catalogueImageFile } from './modules/catalogue/store/storeImage';
import { TOUCH_BEHIND_MS } from './modules/session/touches';

/**
 * How this server shares its database, decided once (app.ts builds it from the database it
 * opened) and handed to the modules, which never ask which database they are on.
 *
 * - One server owns the database (the embedded PGlite: one process per folder, dataDirLock.ts).
 *   Every change comes from this process, so what it reads can be kept in memory and renewed by
 *   its own changes, and writes no other server waits for can be gathered.
 * - Servers share PostgreSQL (DATABASE_URL). Another server may change anything at any moment:
 *   what a request depends on is read with it, and what others read is written at once.
 *
 * Each knob's figures and their reasons stay with the module that uses them.
 */
export interface DeploymentProfile {
  name: 'one server owns the database' | 'servers share PostgreSQL';
  ownsDatabase: boolean;
  /** Sessions once read are kept in memory (liveSessions.ts); otherwise every request reads its caller's. */
  keepsSessions: boolean;
  /**
   * A user session's last request times are written every this many ms, in one statement
   * (touches.ts `touchesBehind`); undefined: each request writes its own at once.
   */
  touchesBehindMs: number | undefined;
  /** Each user's saved hotel ids are kept once read (savedHotels.ts); otherwise every answer reads them. */
  keepsSavedHotels: boolean;
  /** How long new searches gather before their batch is written (searchStore.ts). */
  searchFlushAfterMs: number;
  /** The file copy of the shared catalogue read at a later start (storeImage.ts); none without a folder of our own. */
  catalogueImageFile: string | undefined;
}

/** The profile of a server on `db`, whose embedded database (if that is what it is) lives in `dataDir`. */
export function deploymentProfile(db: Pick<Database, 'kind'>, dataDir: string): DeploymentProfile {
  if (db.kind === 'pglite') {
    return {
      name: 'one server owns the database',
      ownsDatabase: true,
      keepsSessions: true,
      touchesBehindMs: TOUCH_BEHIND_MS,
      keepsSavedHotels: true,
      searchFlushAfterMs: FLUSH_AFTER_MS.owned,
      catalogueImageFile: catalogueImageFile(dataDir),
    };
  }
  return {
    name: 'servers share PostgreSQL',
    ownsDatabase: false,
    keepsSessions: false,
    touchesBehindMs: undefined,
    keepsSavedHotels: false,
    searchFlushAfterMs: FLUSH_AFTER_MS.shared,
    catalogueImageFile: undefined,
  };
}
