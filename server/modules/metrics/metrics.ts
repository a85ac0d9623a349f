import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import type { RunReport } from '../../jobs/jobQueue';
import type { AuditReport } from '../money/audit';
import { bookingMetrics } from './bookingMetrics';
import { installHttpMetrics } from './httpMetrics';
import { jobMetrics } from './jobMetrics';
import { moneyMetrics } from './moneyMetrics';
import { partnerMetrics, type AriOutcome } from './partnerMetrics';
import { processRegistry } from './processMetrics';

/** What the app's parts report to, and what GET /metrics answers with. */
export interface Metrics {
  /** The report of one background job's runs (jobs/backgroundJobs.ts names each job). */
  job(name: string): RunReport;
  /** The scheduled money audit ran: what it found. */
  moneyAudited(report: Pick<AuditReport, 'mismatches'>): void;
  /** A partner key's ARI updates: how many were applied, refused or stale. */
  partnerUpdates(keyId: string, outcome: AriOutcome, updates: number): void;
  /** The Prometheus text exposition of every series, read now. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/**
 * This app's metrics, in a registry of its own (never prom-client's global one, which would mix
 * every app the tests build). Installs the HTTP hook, so it is made before the routes.
 */
export function createMetrics(app: FastifyInstance, db: Database): Metrics {
  const registry = new Registry();
  const readFailed = (metric: string, error: unknown) => app.log.warn({ err: error, metric }, 'metrics: could not read a figure from the database');
  installHttpMetrics(app, registry);
  const job = jobMetrics(registry);
  const money = moneyMetrics(registry, db, readFailed);
  bookingMetrics(registry, db, readFailed);
  new Gauge({
    name: 'padaav_database_up',
    help: 'Whether the database answered at this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await db.ping()) ? 1 : 0);
    },
  });
  const partnerUpdates = partnerMetrics(registry);
  return {
    job,
    moneyAudited: money.audited,
    partnerUpdates,
    async scrape() {
      const all = Registry.merge([processRegistry(), registry]);
      return { contentType: all.contentType, text: await all.metrics() };
    },
  };
}
