/**
 * `npm run catalogue:import FILE`: imports an operator's hotels (JSON or CSV, docs/catalogue.md)
 * into the database the server uses (`DATA_DIR` or `DATABASE_URL`, as the server reads them).
 * Prints what it added and updated, or every problem with its line and field (then exits 1
 * having written nothing). An embedded database is one process's at a time: stop the server
 * first; restart it (or every server on PostgreSQL) to sell what was imported.
 */
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirInUse } from './db/dataDirLock';
import { importCatalogue } from './db/import/importCatalogue';
import { problemText } from './db/import/readCatalogueFile';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';

async function run(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('usage: npm run catalogue:import FILE   (a .json or .csv catalogue file, docs/catalogue.md)');
    return 2;
  }
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const seed = await seedIfEmpty(db, config.catalogue);
    if (seed.seeded) console.log(`Made the catalogue first (${config.catalogue.generated ? `${seed.hotels} generated hotels` : 'cities only, CATALOGUE=none'}).`);
    const result = await importCatalogue(db, file);
    if (!result.ok) {
      console.error(`${file}: nothing imported, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:`);
      for (const p of result.problems) console.error(`  ${problemText(p)}`);
      return 1;
    }
    const r = result.report;
    console.log(`${file}: ${r.hotelsAdded} hotels added, ${r.hotelsUpdated} updated; ${r.roomTypesAdded} room types added, ${r.roomTypesUpdated} updated, ${r.roomTypesWithdrawn} withdrawn; ${r.photosStored} photos stored; ${r.allotmentNights} allotment nights set; ${r.calendarsWritten} rate calendars written.`);
    for (const [code, id] of Object.entries(r.ids)) console.log(`  ${code}: hotel ${id}`);
    for (const w of r.warnings) console.warn(`  warning: ${w}`);
    console.log('Restart the server to sell what was imported.');
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('catalogue:import failed:', error instanceof DataDirInUse ? error.message : error);
    process.exit(1);
  },
);
