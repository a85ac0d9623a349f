/**
 * `npm test` runs the API suite on PGlite and on PostgreSQL side by side, one lane each. Most
 * files run on both: the SQL, the drivers and the concurrency are what differ. The files below
 * test what does not touch the database's side of things (the HTTP layer, settings refused
 * before the database opens, the search thread's in-memory index, PDFs, metrics, the catalogue
 * generator, the table of who may call what, the fuzz suite's validation) and run on one lane
 * only, the one named, chosen so the two lanes end at about the same time. A lane run alone
 * (`npx vitest run --project api`, with or without API_DB=postgres) runs every file.
 */
export const ONE_LANE: Record<string, 'pglite' | 'postgres'> = {
  'tests/api/fuzz/fuzz.test.ts': 'postgres',
  'tests/api/authorization/matrix.test.ts': 'postgres',
  'tests/api/catalogue/searchThread.test.ts': 'postgres',
  'tests/api/operations/badSettings.test.ts': 'postgres',
  'tests/api/operations/metrics.test.ts': 'postgres',
  'tests/api/http/headers.test.ts': 'postgres',
  'tests/api/http/slowClients.test.ts': 'postgres',
  'tests/api/http/bodyLimits.test.ts': 'postgres',
  'tests/api/http/logRedaction.test.ts': 'postgres',
  'tests/api/account/documents.test.ts': 'pglite',
  'tests/api/catalogue/determinism.test.ts': 'pglite',
};

/** Set by `npm test` on both lanes when it runs them side by side. */
export const BOTH_LANES = 'API_BOTH_LANES';

/** The files this lane leaves to the other, when both run. */
export function filesOnTheOtherLane(env: NodeJS.ProcessEnv): string[] {
  if (env[BOTH_LANES] !== '1') return [];
  const lane = env.API_DB === 'postgres' ? 'postgres' : 'pglite';
  return Object.entries(ONE_LANE)
    .filter(([, owner]) => owner !== lane)
    .map(([file]) => file);
}
