import { describe, expect, it } from 'vitest';
import { transitionCoverPaths } from './graph';
import { coverModel } from './coverage';
import type { MachineModel } from './model';
import { runPath, type PathRun } from './run';

/**
 * The standard model-based suite for a machine: one test per generated path, plus a coverage
 * test that fails when any state node or transition is never reached. The coverage test reads
 * what the path tests saw and runs only the paths that did not pass (filtered out by `-t`, or
 * failed), so each path runs once in a full run instead of twice.
 */
export function describeModel(name: string, model: MachineModel): void {
  describe(`${name} (model-based)`, () => {
    const paths = transitionCoverPaths(model);
    const runs = new Map<number, PathRun>();
    it('generates at least one path', () => {
      expect(paths.length).toBeGreaterThan(0);
    });
    for (const [index, path] of paths.entries()) {
      it(`path: ${path.description}`, async () => {
        runs.set(index, await runPath(model, path));
      });
    }
    it('reaches every state and every transition', async () => {
      const report = await coverModel(model, paths, runs);
      expect(report.failures).toEqual([]);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
      // Runs the paths no test passed: allow for big models on busy shared cores.
    }, 180_000);
  });
}
