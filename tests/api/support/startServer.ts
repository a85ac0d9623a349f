import { beforeAll } from 'vitest';
import { testServer } from './testApp';

// The shared server (database, migrations, catalogue seed) starts in a hook, under the hook
// timeout, so the first test of a run is not charged for seeding.
beforeAll(async () => {
  await testServer();
});
