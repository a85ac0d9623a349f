/**
 * Where a page's main thread went while Lighthouse loaded it: by kind of work (Lighthouse's
 * main-thread breakdown), by script (its bootup-time audit) and, from a trace recorded with V8's
 * sampling profiler, by function (self time). Times are this machine's, not the simulated phone's:
 * they rank the costs, the simulated figures (TBT, LCP) say how much they weigh on a phone.
 */
import type { Result as LighthouseResult } from 'lighthouse';

export interface Cost {
  what: string;
  ms: number;
}

export interface MainThreadCosts {
  byCategory: Cost[];
  byScript: Cost[];
}

/** The trace category that adds V8's JavaScript samples to a Lighthouse trace. */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return u.pathname.split('/').filter(Boolean).pop() ?? u.pathname;
  } catch {
    return url || '(inline)';
  }
};

const top = (costs: Cost[], n: number) => costs.filter((c) => c.ms >= 1).sort((a, b) => b.ms - a.ms).slice(0, n);

export function mainThreadCosts(lhr: LighthouseResult): MainThreadCosts {
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<Record<string, unknown>>;
  const byCategory = items('mainthread-work-breakdown').map((i) => ({ what: String(i.groupLabel ?? i.group), ms: Number(i.duration) }));
  const byScript = items('bootup-time').map((i) => ({
    what: `${shortUrl(String(i.url))} (script ${Number(i.scripting).toFixed(0)}, parse ${Number(i.scriptParseCompile).toFixed(0)})`,
    ms: Number(i.total),
  }));
  return { byCategory: top(byCategory, 8), byScript: top(byScript, 8) };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/**
 * Self time per function on the page's renderer main thread (the busiest), from the
 * ProfileChunk events of a trace recorded with {@link PROFILER_CATEGORY}. Each sample's time
 * delta is counted to the function on top of the stack at that sample.
 */
export function functionCosts(traceEvents: TraceEvent[], n = 12): Cost[] {
  const mainThreads = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // A profile's chunks carry its id; their thread can differ from the Profile event's, so go by id.
  const threadOfProfile = new Map<string, string>();
  for (const e of traceEvents) if (e.name === 'Profile' && e.id) threadOfProfile.set(`${e.pid}:${e.id}`, `${e.pid}:${e.tid}`);
  const perThread = new Map<string, Map<string, number>>();
  const frames = new Map<string, Map<number, string>>();
  for (const e of traceEvents) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const thread = threadOfProfile.get(`${e.pid}:${e.id}`) ?? `${e.pid}:${e.tid}`;
    if (!mainThreads.has(thread)) continue;
    const profileKey = `${e.pid}:${e.id}`;
    const nodeNames = frames.get(profileKey) ?? new Map<number, string>();
    frames.set(profileKey, nodeNames);
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) {
      // Line and column: a minified chunk is a few long lines.
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      nodeNames.set(node.id, url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : functionName);
    }
    const samples = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    const totals = perThread.get(thread) ?? new Map<string, number>();
    perThread.set(thread, totals);
    samples.forEach((nodeId, i) => {
      const name = nodeNames.get(nodeId) ?? `node ${nodeId}`;
      totals.set(name, (totals.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
  }
  const busiest = [...perThread.values()].sort((a, b) => sum(b) - sum(a))[0];
  if (!busiest) return [];
  return top(
    [...busiest].filter(([name]) => name !== '(idle)').map(([what, ms]) => ({ what, ms })),
    n,
  );
}

/** Busy time: an idle browser thread (Chromium's own UI renderers) has the longest profile. */
const sum = (m: Map<string, number>) => [...m].reduce((n, [name, ms]) => (name === '(idle)' ? n : n + ms), 0);

export const describeCosts = (costs: Cost[]) => costs.map((c) => `${c.ms.toFixed(0).padStart(6)} ms  ${c.what}`);
