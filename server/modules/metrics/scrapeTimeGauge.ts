import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';

export interface ScrapeTimeGauge<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  /** One grouped, parameterless query: a column per label, and the series' number as `value`. */
  sql: string;
}

/** What the gauges do when their query fails: log it (the scrape still answers, without those series). */
export type ReadFailed = (metric: string, error: unknown) => void;

/**
 * A gauge read from the database when Prometheus scrapes rather than kept up to date by the code
 * that changes the rows: the database is the record, shared by every server on it, so each
 * server's scrape shows the same, current figures and none can drift. The query must stay cheap
 * (a grouped count over an indexed or small table): it runs at every scrape.
 *
 * A failed read leaves the gauge without series for that scrape, so the process's own series and
 * the other gauges still arrive (padaav_database_up says why).
 */
export function scrapeTimeGauge<L extends string>(registry: Registry, db: Database, failed: ReadFailed, spec: ScrapeTimeGauge<L>): void {
  new Gauge<L>({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames,
    registers: [registry],
    async collect() {
      let rows: Array<Record<string, unknown>>;
      try {
        rows = await db.rows<Record<string, unknown>>(spec.sql);
      } catch (error) {
        this.reset();
        failed(spec.name, error);
        return;
      }
      // Cleared only now, with the fresh rows at hand: a group that has emptied goes away.
      this.reset();
      for (const row of rows) {
        const labels = Object.fromEntries(spec.labelNames.map((label) => [label, String(row[label])])) as Record<L, string>;
        this.set(labels, Number(row.value));
      }
    },
  });
}
