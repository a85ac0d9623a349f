/**
 * `npm run catalogue:import FILE`: imports an operator's hotels (JSON or CSV, docs/catalogue.md)
 * into the database the server uses (`DATA_DIR` or `DATABASE_URL`, as the server reads them).
 * Prints what it added and updated, or every problem with its line and field (then exits 1
 * having written nothing). An embedded database is one process's at a time: while a server has
 * it open, the server does the import (admin/adminFile.ts). Every server sells what was imported
 * within seconds, heard on the catalogue's change feed.
 */
import path from 'node:path';
import { readConfig } from './config';
import { settingsProblemText } from './settings/readSettings';
import { DataDirInUse } from './db/dataDirLock';
import { importCatalogue, type ImportResult } from './db/import/importCatalogue';
import { callAdmin } from './modules/admin/adminFile';
import { databaseOrServer } from './operatorDatabase';
import { problemText } from './db/import/readCatalogueFile';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';

async function run(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('usage: npm run catalogue:import FILE   (a .json or .csv catalogue file, docs/catalogue.md)');
    return 2;
  }
  const config = readConfig();
  const target = await databaseOrServer(config);
  if ('server' in target) {
    // The embedded folder is a running server's: the server imports it, and sells it at once.
    console.log(`The server (pid ${target.server.pid}) has the database open: importing through it.`);
    const answer = await callAdmin<ImportResult>(target.server, 'POST', '/catalogue-import', { file: path.resolve(file) });
    if (!answer.ok) throw new Error(answer.message);
    return reported(file, answer.response);
  }
  const { db } = target;
  try {
    await migrate(db);
    const seed = await seedIfEmpty(db, config.catalogue);
    if (seed.seeded) console.log(`Made the catalogue first (${config.catalogue.generated ? `${seed.hotels} generated hotels` : 'cities only, CATALOGUE=none'}).`);
    return reported(file, await importCatalogue(db, file));
  } finally {
    await db.close();
  }
}

/** What an import did, as the command prints it; its exit code. */
function reported(file: string, result: ImportResult): number {
  if (!result.ok) {
    console.error(`${file}: nothing imported, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:`);
    for (const p of result.problems) console.error(`  ${problemText(p)}`);
    return 1;
  }
  const r = result.report;
  console.log(`${file}: ${r.hotelsAdded} hotels added, ${r.hotelsUpdated} updated; ${r.roomTypesAdded} room types added, ${r.roomTypesUpdated} updated, ${r.roomTypesWithdrawn} withdrawn; ${r.photosStored} photos stored; ${r.allotmentNights} allotment nights set; ${r.calendarsWritten} rate calendars written.`);
  for (const [code, id] of Object.entries(r.ids)) console.log(`  ${code}: hotel ${id}`);
  for (const w of r.warnings) console.warn(`  warning: ${w}`);
  console.log('Every server sells it within seconds (the catalogue change feed): no restart needed.');
  return 0;
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('catalogue:import failed:', settingsProblemText(error) ?? (error instanceof DataDirInUse ? error.message : error));
    process.exit(1);
  },
);
