/**
 * The payment lifecycle under chaos: fast-check draws sequences of commands — book,
 * initiate k at once, pay or fail several at once, checkStatus, webhooks delivered twice, out
 * of order or never, cancel, the clock past a deadline, the jobs, the provider refusing refunds,
 * a restart — and runs them against the real server and sandbox. After each sequence the money
 * must add up (invariants.ts). See docs/booking.md, "The chaos test", to run more or replay one.
 *
 *   CHAOS_RUNS=10000   how many sequences (default 100 on PGlite, 200 on PostgreSQL)
 *   CHAOS_SEED=… CHAOS_PATH=… CHAOS_REPLAY=…   replay a failure, as its report prints them
 *   CHAOS_SHRINK=0     report a failure as found, without shrinking it
 *   CHAOS_SURVEY=1     run every sequence and tally what broke (survey.ts)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { chaosCommand } from './commands';
import { SlotClock } from './clock';
import { playSequence, sequenceSpec } from './play';
import { ChaosServer } from './server';
import { Survey } from './survey';
import { todayInIndia } from '../../../../domain/dates';
import { keepCalendars } from '../../../../server/modules/supply/calendarJob';

const env = process.env;
let server: ChaosServer;
let slots: SlotClock;

beforeAll(async () => {
  server = await ChaosServer.start();
  slots = new SlotClock(server.shared.clock);
});

afterAll(async () => {
  slots?.reset();
  if (!server) return;
  // What sequences left held (their slots are long past) is released now, not by a later test's run of the job.
  await server.app.bookings.releaseLapsedHolds();
  // Chennai's calendars, set to the slots' nights, are written from today again, as the calendars job does.
  await keepCalendars(server.shared.db, todayInIndia(new Date()));
  await server.app.catalogue.feed.catchUp();
  await server.shared.app.catalogue.feed.catchUp();
  await server.close();
});

describe('the payment lifecycle under chaos', () => {
  it('keeps every rupee accounted for: kept = total, penalty or 0 by booking state, by the provider\'s own records', async () => {
    const onPostgres = server.shared.db.kind === 'postgres';
    // More on PostgreSQL, whose concurrent transactions are where races live (PGlite runs one
    // statement at a time). The two lanes run side by side (tests/api/support/lanes.ts), and these
    // counts end them at about the same time. Each run draws a new seed, so CI hunts afresh every time.
    const runs = Number(env.CHAOS_RUNS ?? (onPostgres ? 200 : 100));
    const replayPath = env.CHAOS_REPLAY;
    let n = 0;
    const survey = new Survey(Boolean(env.CHAOS_SURVEY));
    const details = await fc.check(
      fc.asyncProperty(sequenceSpec, fc.commands([chaosCommand], { maxCommands: 10, size: 'max', ...(replayPath ? { replayPath } : {}) }), (spec, commands) =>
        survey.run(() => playSequence(server, slots, survey, n++, spec, commands)),
      ),
      {
        numRuns: runs,
        ...(env.CHAOS_SEED ? { seed: Number(env.CHAOS_SEED) } : {}),
        ...(env.CHAOS_PATH ? { path: env.CHAOS_PATH } : {}),
        // Shrinking reruns the failure many times to find its smallest form; CHAOS_SHRINK=0 reports it as found.
        endOnFailure: Boolean(env.CHAOS_PATH) || env.CHAOS_SHRINK === '0',
      },
    );
    console.log(`chaos on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, seed ${details.seed}: ${survey}`);
    if (details.failed) throw new Error(report(details));
  }, 3_600_000);
});

/** A failure's report: how to replay it, the smallest sequence found, and what broke. */
function report<T extends [unknown, Iterable<unknown>]>(details: fc.RunDetails<T>): string {
  const [spec, commands] = details.counterexample ?? [];
  const replay = /replayPath="([^"]*)"/.exec(String(commands))?.[1];
  const again = [`CHAOS_SEED=${details.seed}`, `CHAOS_PATH=${details.counterexamplePath}`, ...(replay ? [`CHAOS_REPLAY=${replay}`] : [])].join(' ');
  return [
    `the payment lifecycle broke after ${details.numRuns} sequences (shrunk ${details.numShrinks} times)`,
    `replay: ${again} npx vitest run --project api tests/api/payments/chaos`,
    `spec: ${JSON.stringify(spec)}`,
    `commands: ${String(commands)}`,
    `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
  ].join('\n');
}
