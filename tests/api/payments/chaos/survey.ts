/**
 * CHAOS_SURVEY=1: every sequence runs to the end instead of the run stopping at the first
 * failure, and what broke is tallied by kind (ids and amounts left out), to see at a glance
 * which ways a server loses money. Also how long sequences took.
 */
export class Survey {
  private readonly kinds = new Map<string, number>();
  private readonly ms: number[] = [];

  constructor(readonly on: boolean) {}

  /** Runs a sequence; a failure is tallied when surveying, thrown otherwise. */
  async run(sequence: () => Promise<void>): Promise<void> {
    const t0 = Date.now();
    try {
      await sequence();
    } catch (error) {
      if (!this.on) throw error;
      const kind = String(error instanceof Error ? error.message : error).split('\n')[0]!.replace(/PDV\w+|pay_\w+|rf_[\w-]+|order_\w+|\d+ paise/g, '#');
      this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    } finally {
      this.ms.push(Date.now() - t0);
    }
  }

  toString(): string {
    const ms = [...this.ms].sort((a, b) => a - b);
    const timing = `${ms.length} sequences in ${Math.round(ms.reduce((a, b) => a + b, 0) / 100) / 10} s (median ${ms[ms.length >> 1]} ms, slowest ${ms.at(-1)} ms)`;
    const kinds = [...this.kinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `  ${count}x ${kind}`);
    return this.on ? [`${timing}; broken:`, ...(kinds.length ? kinds : ['  nothing'])].join('\n') : timing;
  }
}
