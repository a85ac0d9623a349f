import { afterAll, beforeAll } from 'vitest';
import { testServer } from './testApp';

// The shared server (database, migrations, catalogue seed) starts in a hook, under the hook
// timeout, so the first test of a run is not charged for seeding.
beforeAll(async () => {
  await testServer();
});

// A file that moved the server's clock leaves it on real time: the next file, whatever it is on
// this lane, starts where the wall clock is (a second left behind once put a confirmation time
// into the next minute).
afterAll(async () => {
  (await testServer()).clock.reset();
});
