/**
 * How a chaos run went, in one summary: how long sequences took and the CPU they cost here
 * (with PGlite, the database's work too: a figure a busy machine does not inflate), and what
 * the passing ones reached (bookings by end state, refunds by reason and outcome), which shows
 * the run went where the money is at risk. With CHAOS_SURVEY=1 every sequence runs instead of
 * the run stopping at the first failure, and what broke is tallied by kind (ids and amounts left
 * out), to see at a glance the ways a server loses money.
 */
import type { BookingBooks, RefundBooks } from './invariants';

export class Survey {
  private readonly kinds = new Map<string, number>();
  /** What passing sequences ended with: bookings by state, refunds by reason and outcome. */
  private readonly ends = new Map<string, number>();
  private readonly commands = new Map<string, number>();
  private readonly ms: number[] = [];
  private cpuMicros = 0;

  constructor(readonly on: boolean) {}

  /** Runs a sequence; a failure is tallied when surveying, thrown otherwise. */
  async run(sequence: () => Promise<void>): Promise<void> {
    const t0 = Date.now();
    const cpu = process.cpuUsage();
    try {
      await sequence();
    } catch (error) {
      if (!this.on) throw error;
      const kind = String(error instanceof Error ? error.message : error).split('\n')[0]!.replace(/PDV\w+|pay_\w+|rf_[\w-]+|order_\w+|\d{3,}( paise)?/g, '#');
      this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    } finally {
      this.ms.push(Date.now() - t0);
      const used = process.cpuUsage(cpu);
      this.cpuMicros += used.user + used.system;
    }
  }

  /** Notes what a passing sequence's bookings and refunds ended as. */
  reached(bookings: BookingBooks[], refunds: RefundBooks[], ran: string[]): void {
    const count = (what: string) => this.ends.set(what, (this.ends.get(what) ?? 0) + 1);
    for (const command of ran) this.commands.set(command, (this.commands.get(command) ?? 0) + 1);
    for (const b of bookings) count(b.status === 'CANCELLED' && b.cancelled ? `${b.status} from ${b.cancelled.from}` : b.status);
    for (const r of refunds) count(`refund ${r.reason} ${r.status}`);
  }

  toString(): string {
    const ms = [...this.ms].sort((a, b) => a - b);
    const seconds = (n: number) => Math.round(n / 100) / 10;
    const timing = `${ms.length} sequences in ${seconds(ms.reduce((a, b) => a + b, 0))} s, ${seconds(this.cpuMicros / 1000)} s of this process's CPU (median ${ms[ms.length >> 1]} ms, slowest ${ms.at(-1)} ms)`;
    const kinds = [...this.kinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `  ${count}x ${kind}`);
    const tally = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1]).map(([what, count]) => `${count} ${what}`).join(', ');
    return [`${timing}; passing sequences ran ${tally(this.commands)}; and ended with ${tally(this.ends)}`, ...(this.on ? ['broken:', ...(kinds.length ? kinds : ['  nothing'])] : [])].join('\n');
  }
}
