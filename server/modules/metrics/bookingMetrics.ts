import type { Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { scrapeTimeGauge, type ReadFailed } from './scrapeTimeGauge';

/** Bookings by state and payment state, read at each scrape (DRAFT rows are reviews not yet booked). */
export function bookingMetrics(registry: Registry, db: Database, failed: ReadFailed): void {
  scrapeTimeGauge(registry, db, failed, {
    name: 'padaav_bookings',
    help: 'Bookings, by status and payment status',
    labelNames: ['status', 'payment_status'],
    sql: 'select status, payment_status, count(*)::int as value from bookings group by status, payment_status',
  });
}
