import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/serverProcess';

/** The server from source, as `npm run dev` runs it. */
const FROM_SOURCE = ['--import', 'tsx', 'server/main.ts'];

/** How a start with these settings ended: it must not come up. */
async function refusedStart(dataDir: string, env: Record<string, string>): Promise<string> {
  const started = startServerProcess(FROM_SOURCE, dataDir, env);
  const error = await started.then(
    () => {
      throw new Error(`the server started with ${JSON.stringify(env)}`);
    },
    (refused: unknown) => refused as Error,
  );
  return error.message;
}

describe('a start with a malformed setting', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-settings-'));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: got "eighty", wants a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: got "70000", wants a whole number from 0 to 65535'],
    [{ CATALOGUE_HOTELS: '0' }, 'CATALOGUE_HOTELS: got "0", wants a whole number, 1 or more'],
    [{ OTP_DELIVERY: 'pigeon' }, 'OTP_DELIVERY: got "pigeon", wants a comma list of console, outbox, smtp, sms'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: got "loud", wants one of fatal, error, warn, info, debug, trace, silent'],
  ])('is refused at once with exit code 1 and a message naming it, without a stack: %o', async (env, line) => {
    const message = await refusedStart(dataDir, env);
    expect(message).toBe(`the server exited with 1: Padaav failed to start: a setting is wrong: ${line}\n`);
    // Refused before anything was opened: the data folder is as it was.
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);

  it('names every wrong setting at once', async () => {
    const message = await refusedStart(dataDir, { PORT: '-1', HTTPS_ONLY: 'yes' });
    expect(message).toBe(
      'the server exited with 1: Padaav failed to start: 2 settings are wrong:\n' +
        '  PORT: got "-1", wants a whole number from 0 to 65535\n' +
        '  HTTPS_ONLY: got "yes", wants 1 (on) or 0 (off)\n',
    );
    expect(message).not.toMatch(/\n\s+at /);
  }, 60_000);
});
