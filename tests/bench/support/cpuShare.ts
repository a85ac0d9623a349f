/**
 * Where the machine's time goes during a bench run (Linux): the server's CPU split into its
 * request thread (the process's first thread) and the rest (the search thread, the garbage
 * collector's helpers), the load generator's own CPU (this process), and what was left idle.
 * Throughput is what the bench is judged by; this says why it is what it is. Elsewhere than
 * Linux, `cpuMeter` gives undefined and the bench leaves the line out.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** CPU seconds so far, from /proc: the server's request thread and all its threads, and this process. */
interface CpuSample {
  requestThread: number;
  server: number;
  client: number;
  wall: number;
}

export interface CpuShare {
  /** Microseconds of CPU per request. */
  requestThreadUs: number;
  otherThreadsUs: number;
  clientUs: number;
  /** The share of all cores left idle, percent. */
  idlePercent: number;
}

const ticksPerSecond = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(out.stdout?.trim()) || 100;
})();

/** utime + stime of a /proc stat line, in seconds (fields 14 and 15; the name in parentheses may hold spaces). */
function statSeconds(file: string): number {
  const text = readFileSync(file, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function sample(pid: number): CpuSample {
  const own = process.cpuUsage();
  return {
    requestThread: statSeconds(`/proc/${pid}/task/${pid}/stat`),
    server: statSeconds(`/proc/${pid}/stat`),
    client: (own.user + own.system) / 1e6,
    wall: performance.now() / 1e3,
  };
}

/** Measures the server `pid` and this process around runs: `add` each run's span with its request count, then `share`. */
export function cpuMeter(pid: number | undefined) {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    sample(pid);
  } catch {
    return undefined;
  }
  const total = { requestThread: 0, server: 0, client: 0, wall: 0, requests: 0 };
  return {
    /** Runs `work` (one load run) and counts what it cost. */
    async measure<T extends { requests: number }>(work: () => Promise<T>): Promise<T> {
      const before = sample(pid);
      const result = await work();
      const after = sample(pid);
      total.requestThread += after.requestThread - before.requestThread;
      total.server += after.server - before.server;
      total.client += after.client - before.client;
      total.wall += after.wall - before.wall;
      total.requests += result.requests;
      return result;
    },
    share(): CpuShare {
      const per = (seconds: number) => Math.round((seconds / Math.max(1, total.requests)) * 1e6);
      const busy = total.server + total.client;
      return {
        requestThreadUs: per(total.requestThread),
        otherThreadsUs: per(total.server - total.requestThread),
        clientUs: per(total.client),
        idlePercent: Math.max(0, Math.round(100 - (busy / (total.wall * availableParallelism())) * 100)),
      };
    },
  };
}

export const describeShare = (name: string, share: CpuShare) =>
  `${name}: CPU per request: server request thread ${share.requestThreadUs} µs, its other threads ${share.otherThreadsUs} µs, load generator ${share.clientUs} µs; cores idle ${share.idlePercent}%`;
