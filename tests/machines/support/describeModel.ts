import { describe, expect, it } from 'vitest';
import { transitionCoverPaths } from './graph';
import { runModel } from './coverage';
import type { MachineModel } from './model';
import { runPath } from './run';

/**
 * The standard model-based suite for a machine: one test per generated path, plus a coverage
 * test that fails when any state node or transition is never reached.
 */
export function describeModel(name: string, model: MachineModel): void {
  describe(`${name} (model-based)`, () => {
    const paths = transitionCoverPaths(model);
    it('generates at least one path', () => {
      expect(paths.length).toBeGreaterThan(0);
    });
    for (const path of paths) {
      it(`path: ${path.description}`, async () => {
        await runPath(model, path);
      });
    }
    it('reaches every state and every transition', async () => {
      const report = await runModel(model);
      expect(report.failures).toEqual([]);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
      // Reruns every path: allow for big models on busy shared cores.
    }, 180_000);
  });
}
