import { Counter, type Registry } from 'prom-client';

export type AriOutcome = 'applied' | 'refused' | 'stale';

/**
 * The partner API's series: updates pushed by each key, applied (to some nights at least),
 * refused (in a refused batch) or stale (every night kept a higher sequence's values).
 */
export function partnerMetrics(registry: Registry): (keyId: string, outcome: AriOutcome, updates: number) => void {
  const updates = new Counter({
    name: 'padaav_partner_ari_updates_total',
    help: 'ARI updates pushed through the partner API, by key and outcome (applied, refused, stale)',
    labelNames: ['key', 'outcome'] as const,
    registers: [registry],
  });
  return (key, outcome, n) => updates.inc({ key, outcome }, n);
}
