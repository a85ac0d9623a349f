import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { allTransitions, transitionCoverPaths, type ModelPath } from '../../machines/support/graph';
import type { MachineModel } from '../../machines/support/model';
import { runPath } from '../../machines/support/run';

/**
 * Model paths through the real page (ARCHITECTURE.md, Machines: "Where a flow has a UI, drive
 * the same paths through the real page in Playwright").
 *
 * The machine tests generate transition-cover paths from a model (tests/machines/support/graph.ts)
 * and run them against the machine with fake actors. Here the same generated paths are run in
 * the browser against the real server. Running all of them (hundreds) would take an hour, so a
 * greedy set cover picks the few generated paths that together take every transition of the
 * machine, cheapest first. Each chosen path is also run against the machine in Node, which gives
 * the snapshot the page must show after every step.
 *
 * A path is left out when one of its steps cannot be produced through the real UI and server
 * (`unproducible` says why, e.g. a failure the server never answers); a transition that only such
 * paths take must be listed in `unreachable` with the reason, and the selection fails if the
 * list is wrong either way.
 */

export interface BrowserPath {
  path: ModelPath;
  /** The machine's snapshot after the start and after each step. */
  snapshots: AnyMachineSnapshot[];
  transitions: Set<string>;
  cost: number;
}

export interface SelectionRules {
  /**
   * Why a path cannot be driven through the real page, or null when it can. Gets the machine's
   * snapshot after the start and after each step (`snapshots[i]` is the state step i starts from).
   */
  unproducible: (path: ModelPath, snapshots: AnyMachineSnapshot[]) => string | null;
  /** Transitions (by the key graph.ts gives them) that no producible path takes, with the reason. */
  unreachable?: Record<string, string>;
  /** Relative cost of driving a path (default: its steps); the cover prefers cheap paths. */
  cost?: (path: ModelPath) => number;
}

export async function pathsForBrowser(model: MachineModel, rules: SelectionRules): Promise<BrowserPath[]> {
  const candidates: BrowserPath[] = [];
  for (const path of transitionCoverPaths(model)) {
    const run = await runPath(model, path);
    if (rules.unproducible(path, run.snapshots)) continue;
    candidates.push({ path, snapshots: run.snapshots, transitions: run.transitionsTaken, cost: rules.cost?.(path) ?? path.steps.length });
  }
  const unreachable = rules.unreachable ?? {};
  const all = allTransitions(model.machine);
  const takenByCandidates = new Set(candidates.flatMap((c) => [...c.transitions]));
  const stale = Object.keys(unreachable).filter((t) => !all.includes(t) || takenByCandidates.has(t));
  if (stale.length) throw new Error(`listed as unreachable but not (any more): ${stale.join('; ')}`);
  const uncovered = new Set(all.filter((t) => !(t in unreachable)));
  const missing = [...uncovered].filter((t) => !takenByCandidates.has(t));
  if (missing.length) throw new Error(`no producible path takes: ${missing.join('; ')}`);

  const chosen: BrowserPath[] = [];
  while (uncovered.size) {
    let best: BrowserPath | undefined;
    let bestScore = 0;
    for (const c of candidates) {
      const gain = [...c.transitions].filter((t) => uncovered.has(t)).length;
      const score = gain / (c.cost + 1);
      if (gain > 0 && (score > bestScore || (score === bestScore && best && c.cost < best.cost))) {
        best = c;
        bestScore = score;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const t of best.transitions) uncovered.delete(t);
  }
  return chosen;
}

/**
 * Runs every chosen path, each in its own browser context (own storage and clock), `concurrency`
 * at a time, longest first, so the last to finish is a short one. Each path is one test step named after its events. A console
 * error or an uncaught page error fails the path, except the lines `allowedConsole` matches
 * (failed answers the path provokes on purpose).
 */
export async function drivePaths(
  browser: Browser,
  testInfo: TestInfo,
  paths: BrowserPath[],
  options: { concurrency: number; allowedConsole: RegExp[] },
  drive: (page: Page, path: BrowserPath, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { concurrency, allowedConsole } = options;
  const queue = [...paths].sort((a, b) => b.cost - a.cost);
  const use = testInfo.project.use;
  const failures: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const path = next;
      const context = await browser.newContext({
        baseURL: use.baseURL,
        viewport: use.viewport,
        isMobile: use.isMobile,
        hasTouch: use.hasTouch,
        userAgent: use.userAgent,
        deviceScaleFactor: use.deviceScaleFactor,
      });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !allowedConsole.some((re) => re.test(msg.text()))) errors.push(msg.text());
        });
        page.on('pageerror', (err) => errors.push(err.message));
        await test.step(path.path.description, async () => {
          await drive(page, path, context);
          if (errors.length) throw new Error(`console errors on the page: ${errors.join(' | ')}`);
        });
      } catch (error) {
        failures.push(`${path.path.description}\n  ${(error as Error).message.split('\n').join('\n  ')}`);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  if (failures.length) throw new Error(`${failures.length} of ${paths.length} paths failed:\n${failures.join('\n')}`);
}

/**
 * Walks one path's steps through the page: `perform` makes step i happen as a person would, then
 * `expectState` checks the page shows the state the machine reached. A failure names its step.
 */
export async function walkSteps(
  count: number,
  label: (index: number) => string,
  perform: (index: number) => Promise<void>,
  expectState: (index: number, label: string) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const name = `step ${i + 1} (${label(i)})`;
    try {
      await perform(i);
      await expectState(i + 1, name);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  }
}
