import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { startJobQueue } from '../../../server/jobs/jobQueue';
import { api, loginAs, testServer } from '../support/testApp';
import { freshOption, payLaterReviewFor, payloadFor, reviewAs } from '../bookings/support';
import { checkoutPay, eventually, initiateAs, moneySettled, verify } from '../payments/support';
import { hasSeries, parsePrometheusText, totalOf, valueOf, type Sample } from './prometheusText';

/** GET /metrics on an app (the shared test server's unless given), read strictly. */
async function scrape(app?: FastifyInstance): Promise<Sample[]> {
  const target = app ?? (await testServer()).app;
  const res = await target.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another app on the shared database with these settings (as the production server would be built). */
async function appWith(overrides: Partial<Config>, log: Array<Record<string, unknown>> = []): Promise<FastifyInstance> {
  const { config, db, clock } = await testServer();
  const app = await buildApp({ config: { ...config, logLevel: 'warn', ...overrides }, db, clock: clock.now, logStream: { write: (line) => void log.push(JSON.parse(line)) } });
  await app.ready();
  apps.push(app);
  return app;
}

describe('GET /metrics', () => {
  it('answers the Prometheus text format, with the process\'s own series', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'padaav_database_up')).toBe(1);
  });

  it('counts requests by their route pattern, never the address asked for, and exactly as many as were made', async () => {
    const route = `${API_BASE}/cities/search/:query`;
    const before = await scrape();
    for (const query of ['pune', 'goa', 'delhi']) expect((await api('GET', `/cities/search/${query}`)).status).toBe(200);
    const after = await scrape();
    const labels = { method: 'GET', route, status: '200' };
    expect(valueOf(after, 'padaav_http_requests_total', labels) - valueOf(before, 'padaav_http_requests_total', labels)).toBe(3);
    const timed = { method: 'GET', route };
    expect(valueOf(after, 'padaav_http_request_duration_seconds_count', timed) - valueOf(before, 'padaav_http_request_duration_seconds_count', timed)).toBe(3);
    expect(valueOf(after, 'padaav_http_request_duration_seconds_sum', timed)).toBeGreaterThan(valueOf(before, 'padaav_http_request_duration_seconds_sum', timed));
    expect(after.filter((s) => /pune|goa|delhi/.test(s.labels.route ?? ''))).toEqual([]);
  });

  it('counts requests no route matched under one label, whatever their paths', async () => {
    const { app } = await testServer();
    const labels = { method: 'GET', route: 'unmatched', status: '404' };
    const before = valueOf(await scrape(), 'padaav_http_requests_total', labels);
    for (const path of ['/api/no-such-call', '/api/no-such-call/2', '/wp-login.php']) expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'padaav_http_requests_total', labels) - before).toBe(3);
    expect(after.filter((s) => /no-such-call|wp-login/.test(s.labels.route ?? ''))).toEqual([]);
  });

  it('shows a booking made through the API under its state, as the bookings table has them', async () => {
    const { db } = await testServer();
    const user = await loginAs();
    const review = await reviewAs(user.token, await freshOption());
    const before = await scrape();
    const booked = await api('PUT', '/bookFullPayment', { token: user.token, body: payloadFor(review) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const after = await scrape();
    const pending = { status: 'PENDING', payment_status: 'PENDING' };
    expect(valueOf(after, 'padaav_bookings', pending) - valueOf(before, 'padaav_bookings', pending)).toBe(1);
    // The review's draft became the booking: one draft fewer, no booking more in all.
    expect(totalOf(after, 'padaav_bookings')).toBe(totalOf(before, 'padaav_bookings'));
    const [{ n }] = (await db.rows<{ n: number }>('select count(*)::int as n from bookings')) as [{ n: number }];
    expect(totalOf(after, 'padaav_bookings')).toBe(n);
  });
});

describe('the money series', () => {
  afterEach(async () => {
    (await testServer()).app.paymentSandbox!.faults.clear();
  });

  it('show a payment\'s order and capture, a refused refund as failed until it is sent again, and the money audit\'s mismatches', async () => {
    const { app } = await testServer();
    const before = await scrape();
    // A paid booking of a refundable plan, cancelled while free: its whole payment is owed back,
    // and the provider refuses the refund.
    app.paymentSandbox!.faults.refuseRefunds('Your account does not have enough balance to carry out the refund operation');
    const user = await loginAs();
    const review = await payLaterReviewFor(user.userId);
    const booked = await app.bookings.book(user.userId, payloadFor(review), 'payNow', undefined);
    const total = Math.round(booked.amountDue * 100);
    const order = await initiateAs(user.token, review.bookingId, booked.amountDue);
    expect((await verify(user.token, await checkoutPay(order))).status).toBe(200);
    await moneySettled(review.bookingId);
    expect((await api('POST', `/cancelBooking/${review.bookingId}`, { token: user.token, body: { changeOfPlans: true } })).status).toBe(200);
    const refundOf = async () => (await app.money.ledger(review.bookingId)).find((e) => e.entry === 'refund');
    await eventually(async () => {
      await app.payments.reconcile({ bookingIds: [review.bookingId] });
      return (await refundOf())?.status === 'failed';
    });

    const refused = await scrape();
    const grew = (name: string, labels: Record<string, string>) => valueOf(refused, name, labels) - valueOf(before, name, labels);
    expect(grew('padaav_payment_orders', { status: 'paid' })).toBe(1);
    expect(grew('padaav_payment_orders_paise', { status: 'paid' })).toBe(total);
    expect(grew('padaav_ledger_entries', { kind: 'capture' })).toBe(1);
    expect(grew('padaav_ledger_entries_paise', { kind: 'capture' })).toBe(total);
    expect(grew('padaav_ledger_entries', { kind: 'refund' })).toBe(1);
    expect(grew('padaav_refunds', { status: 'failed' })).toBe(1);
    expect(grew('padaav_refunds_paise', { status: 'failed' })).toBe(total);

    // What the hourly job does (main.ts): the gauge is the audit's count, ours among them.
    const report = await app.money.auditRecent();
    expect(report.mismatches.some((m) => m.bookingId === review.bookingId && m.problem === 'refund failed')).toBe(true);
    app.metrics.moneyAudited(report);
    expect(valueOf(await scrape(), 'padaav_money_audit_mismatches')).toBe(report.mismatches.length);

    // Sent again once the account is sorted: no longer failed, processed instead.
    app.paymentSandbox!.faults.clear();
    expect(await app.money.retryRefund((await refundOf())!.id)).toBe(true);
    await app.payments.reconcile({ bookingIds: [review.bookingId] });
    expect((await refundOf())?.status).toBe('processed');
    const sorted = await scrape();
    expect(valueOf(sorted, 'padaav_refunds', { status: 'failed' })).toBe(valueOf(before, 'padaav_refunds', { status: 'failed' }));
    expect(valueOf(sorted, 'padaav_refunds', { status: 'processed' }) - valueOf(before, 'padaav_refunds', { status: 'processed' })).toBe(1);
    const again = await app.money.auditRecent();
    expect(again.mismatches.filter((m) => m.bookingId === review.bookingId)).toEqual([]);
    app.metrics.moneyAudited(again);
    const ours = report.mismatches.filter((m) => m.bookingId === review.bookingId).length;
    expect(valueOf(await scrape(), 'padaav_money_audit_mismatches')).toBe(report.mismatches.length - ours);
  });
});

describe('the job series', () => {
  it('count each run of a background job, its failures, its duration and its last success', async () => {
    const { app, db } = await testServer();
    const ran: string[] = [];
    const report = app.metrics.job('metrics_test_job');
    const labels = { job: 'metrics_test_job' };
    const once = async (work: () => Promise<unknown>) => {
      const runs = ran.length + 1;
      // Asked for once at its start; its next period is an hour on. A failure is not tried again.
      const queue = await startJobQueue(db, [{ name: `metrics_test_${Date.now()}`, doing: 'a test job', everySeconds: 3_600, work, report, retry: { limit: 0, delaySeconds: 1 } }], app.log, { pollSeconds: 1 });
      try {
        await eventually(async () => ran.length === runs && queue.running().length === 0 && (await scrapedRuns()) === runs, 20_000);
      } finally {
        await queue.stop(5_000);
      }
    };
    const scrapedRuns = async () => valueOf(await scrape(), 'padaav_job_runs_total', labels);

    await once(async () => void ran.push('done'));
    const started = Date.now() / 1000;
    const first = await scrape();
    expect(valueOf(first, 'padaav_job_runs_total', labels)).toBe(1);
    expect(hasSeries(first, 'padaav_job_failures_total', labels)).toBe(true);
    expect(valueOf(first, 'padaav_job_failures_total', labels)).toBe(0);
    expect(valueOf(first, 'padaav_job_duration_seconds_count', labels)).toBe(1);
    const lastSuccess = valueOf(first, 'padaav_job_last_success_timestamp_seconds', labels);
    expect(Math.abs(lastSuccess - started)).toBeLessThan(20);

    await once(async () => {
      ran.push('failed');
      throw new Error('a test job\'s planned failure');
    });
    const second = await scrape();
    expect(ran).toEqual(['done', 'failed']);
    expect(valueOf(second, 'padaav_job_runs_total', labels)).toBe(2);
    expect(valueOf(second, 'padaav_job_failures_total', labels)).toBe(1);
    expect(valueOf(second, 'padaav_job_duration_seconds_count', labels)).toBe(2);
    // A failure leaves the last success where it was: the lag grows.
    expect(valueOf(second, 'padaav_job_last_success_timestamp_seconds', labels)).toBe(lastSuccess);
  }, 60_000);
});

describe('who may read /metrics', () => {
  it('is set by METRICS_TOKEN (an empty one is no token)', () => {
    expect(readConfig({ METRICS_TOKEN: 'from-the-environment' }).metricsToken).toBe('from-the-environment');
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(readConfig({}).metricsToken).toBeUndefined();
  });

  it('in production, only Prometheus with METRICS_TOKEN: none or a wrong one is 401', async () => {
    const app = await appWith({ production: true, metricsToken: 'the-right-token-1234' });
    const asking = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const none = await asking();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toMatchObject({ hotelStatus: 'FAILURE', hotelFailureCode: 4010 });
    for (const wrong of ['Bearer the-wrong-token-123', 'Bearer the-right-token-123', 'Bearer the-right-token-12345', 'Basic the-right-token-1234', 'the-right-token-1234']) {
      const res = await asking(wrong);
      expect(res.statusCode, wrong).toBe(401);
      expect(res.body).not.toContain('padaav_');
    }
    const right = await asking('Bearer the-right-token-1234');
    expect(right.statusCode).toBe(200);
    expect(valueOf(parsePrometheusText(right.body), 'padaav_database_up')).toBe(1);
  });

  it('in production without METRICS_TOKEN, is not there at all, and start-up says so', async () => {
    const log: Array<Record<string, unknown>> = [];
    const app = await appWith({ production: true, metricsToken: undefined }, log);
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('padaav_');
    expect(log.filter((l) => String(l.msg).startsWith('METRICS_TOKEN is unset'))).toHaveLength(1);
  });

  it('in development, anyone on the port; with METRICS_TOKEN set there too, only its holder', async () => {
    expect((await (await appWith({ production: false, metricsToken: undefined })).inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const guarded = await appWith({ production: false, metricsToken: 'a-development-token' });
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-development-token' } })).statusCode).toBe(200);
  });
});
