import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MAILBOX_PATH, mailboxResponse } from '../../../contract/devMailbox';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/database';
import { backgroundJobs } from '../../../server/jobs/backgroundJobs';
import { startJobQueue, type JobQueue, type JobSpec } from '../../../server/jobs/jobQueue';
import { paidBookingFor } from '../account/support';
import { payLaterReviewFor, payloadFor } from '../bookings/support';
import { awaitingPayment, eventually } from '../payments/support';
import { loginAs, setAsideOtherMail, testServer } from '../support/testApp';
import { parsePrometheusText } from './prometheusText';

/**
 * The background jobs on pg-boss (server/jobs/jobQueue.ts) with two servers on one database: on
 * PostgreSQL the second has its own connection pool, as another machine would; on the embedded
 * database both share the one database in this process. Each server runs the real jobs of
 * backgroundJobs.ts against its own app.
 */
interface Server {
  app: FastifyInstance;
  db: Database;
}

const opened: Array<{ app?: FastifyInstance; db?: Database; queue?: JobQueue }> = [];
afterAll(async () => {
  for (const { queue } of opened) await queue?.stop(5_000);
  for (const { app } of opened) await app?.close();
  for (const { db } of opened) await db?.close();
});

let second: Promise<Server> | undefined;
/** The shared test server, and another on the same database (listening, so its payment gateway reaches the sandbox as a server's does). */
async function twoServers(): Promise<[Server, Server]> {
  const shared = await testServer();
  second ??= (async () => {
    const url = inject('databaseUrl');
    const db = url ? await openDatabase({ url, dataDir: '' }) : shared.db;
    if (url) opened.push({ db });
    const app = await buildApp({ config: shared.config, db, clock: shared.clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    opened.push({ app });
    return { app, db };
  })();
  return [{ app: shared.app, db: shared.db }, await second];
}

/** Starts the named jobs of backgroundJobs.ts on each server, as main.ts does; stopped at the file's end. */
async function runJobs(servers: Server[], names: string[]): Promise<JobQueue[]> {
  const queues: JobQueue[] = [];
  for (const { app, db } of servers) {
    const queue = await startJobQueue(db, backgroundJobs(app, db).filter((j) => names.includes(j.name)), app.log, { pollSeconds: 1 });
    opened.push({ queue });
    queues.push(queue);
  }
  return queues;
}

/** A job of its own, on each server. */
async function runOnEach(servers: Server[], spec: JobSpec): Promise<JobQueue[]> {
  return Promise.all(servers.map(async ({ app, db }) => {
    const queue = await startJobQueue(db, [spec], app.log, { pollSeconds: 1 });
    opened.push({ queue });
    return queue;
  }));
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs across two servers', () => {
  it('a job both servers ask for in one period runs once; one that fails every try is tried again, then kept in its dead-letter queue', async () => {
    const servers = await twoServers();
    const runs: number[] = [];
    const name = `once_${Date.now()}`;
    await runOnEach(servers, { name, doing: 'a test job', everySeconds: 3_600, work: async () => void runs.push(Date.now()) });
    await eventually(async () => runs.length > 0, 20_000);
    await settle(3_000);
    expect(runs).toHaveLength(1);

    const failing = `failing_${Date.now()}`;
    let tries = 0;
    await runOnEach(servers, {
      name: failing,
      doing: 'a failing test job',
      everySeconds: 3_600,
      retry: { limit: 2, delaySeconds: 1 },
      work: async () => {
        tries++;
        throw new Error('planned failure');
      },
    });
    const { db } = servers[0];
    await eventually(async () => (await db.rows(`select 1 from pgboss.job where name = $1`, [`${failing}.failed`])).length === 1, 30_000);
    expect(tries).toBe(3);
    expect(await db.rows(`select state, retry_count from pgboss.job where name = $1`, [failing])).toEqual([{ state: 'failed', retry_count: 2 }]);
  }, 60_000);

  it('a lapsed hold is released once', async () => {
    const servers = await twoServers();
    const { db } = servers[0];
    const user = await loginAs();
    const review = await payLaterReviewFor(user.userId);
    await servers[0].app.bookings.book(user.userId, payloadFor(review), 'payLater', undefined);
    await db.rows("update bookings set hold_until = now() - interval '1 minute' where id = $1", [review.bookingId]);
    await runJobs(servers, ['hold_release']);
    await eventually(async () => (await db.rows<{ status: string }>('select status from bookings where id = $1', [review.bookingId]))[0]?.status === 'CANCELLED', 30_000);
    await settle(2_000);
    expect(await db.rows("select to_status from booking_events where booking_id = $1 and note = 'hold lapsed'", [review.bookingId])).toEqual([{ to_status: 'CANCELLED' }]);
  }, 60_000);

  it('a pending payment is asked about once per due time: one provider call, then not again until its next time', async () => {
    const servers = await twoServers();
    const { db } = servers[0];
    const { order } = await awaitingPayment();
    // Only this order is due now (others' next checks are put off), made 90 s ago.
    await db.rows("update payment_orders set next_check_at = now() + interval '1 hour' where next_check_at is not null and id <> $1", [order.order_id]);
    await db.rows("update payment_orders set created_at = now() - interval '90 seconds', next_check_at = now() where id = $1", [order.order_id]);
    const providerCalls = async () => {
      let calls = 0;
      for (const { app } of servers) {
        const scraped = parsePrometheusText((await app.inject({ method: 'GET', url: '/metrics' })).body);
        for (const s of scraped) if (s.name === 'padaav_http_requests_total' && s.labels.route?.endsWith('/orders/:id/payments')) calls += s.value;
      }
      return calls;
    };
    const before = await providerCalls();
    await runJobs(servers, ['payment_reconciliation']);
    const checked = async () => (await db.rows<{ checks: number; due_in: number }>(
      'select checks, round(extract(epoch from next_check_at - created_at))::int as due_in from payment_orders where id = $1',
      [order.order_id],
    ))[0];
    await eventually(async () => (await checked())?.checks === 1, 30_000);
    await settle(3_000);
    // Asked once; next due 2 minutes after it was made.
    expect(await checked()).toEqual({ checks: 1, due_in: 120 });
    expect((await providerCalls()) - before).toBe(1);
  }, 60_000);

  it('a booking e-mail is sent once', async () => {
    const servers = await twoServers();
    const { db } = servers[0];
    await setAsideOtherMail();
    const user = await loginAs();
    const { review } = await paidBookingFor(user.userId);
    await runJobs(servers, ['booking_emails']);
    const outbox = async () => db.rows<{ status: string; attempts: number }>("select status, attempts from mail_outbox where booking_id = $1 and kind = 'confirmation'", [review.bookingId]);
    await eventually(async () => (await outbox())[0]?.status === 'sent', 30_000);
    await settle(2_000);
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 1 }]);
    let received = 0;
    for (const { app } of servers) {
      const res = await app.inject({ method: 'GET', url: MAILBOX_PATH, remoteAddress: '127.0.0.1' });
      received += mailboxResponse.parse(res.json()).response.filter((m) => m.text.includes(review.bookingId)).length;
    }
    expect(received).toBe(1);
  }, 60_000);
});
