import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { RunReport } from '../../jobs/jobQueue';

/**
 * The background jobs' series (jobs/jobQueue.ts reports each run): how often each ran and
 * failed, how long runs take, and when one last succeeded, so an operator sees a job that
 * stopped succeeding (its lag: time() minus that) even while its runs keep failing quietly.
 * Returns what makes the report of one job, by its name.
 */
export function jobMetrics(registry: Registry): (job: string) => RunReport {
  const runs = new Counter({ name: 'padaav_job_runs_total', help: 'Runs of each background job, whether they succeeded or failed', labelNames: ['job'] as const, registers: [registry] });
  const failures = new Counter({ name: 'padaav_job_failures_total', help: 'Runs of each background job that failed', labelNames: ['job'] as const, registers: [registry] });
  const lastSuccess = new Gauge({
    name: 'padaav_job_last_success_timestamp_seconds',
    help: 'When each background job last succeeded (Unix seconds); absent until it first has',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'padaav_job_duration_seconds',
    help: 'How long each background job\'s runs took, succeeded or failed',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  return (job) => {
    // Shown as 0 from the start: a rate or an alert on failures needs the series before the first one.
    runs.inc({ job }, 0);
    failures.inc({ job }, 0);
    return {
      succeeded(seconds) {
        runs.inc({ job });
        duration.observe({ job }, seconds);
        // Wall time, as Prometheus's time() that the lag is computed against.
        lastSuccess.set({ job }, Date.now() / 1000);
      },
      failed(seconds) {
        runs.inc({ job });
        failures.inc({ job });
        duration.observe({ job }, seconds);
      },
    };
  };
}
