import { allStatePaths, allTransitions, transitionCoverPaths, type ModelPath } from './graph';
import type { MachineModel } from './model';
import { runPath, type PathRun } from './run';

export interface ModelReport {
  paths: ModelPath[];
  failures: { path: ModelPath; error: string }[];
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
}

/** Generates the paths of a model, runs them all, and measures state and transition coverage. */
export async function runModel(model: MachineModel): Promise<ModelReport> {
  return coverModel(model, transitionCoverPaths(model), new Map());
}

/**
 * The coverage of `paths`, given the runs already made of some of them (by index): the others are
 * run here, so every path runs once whoever ran it, and a path that fails is a failure.
 */
export async function coverModel(model: MachineModel, paths: ModelPath[], runs: ReadonlyMap<number, PathRun>): Promise<ModelReport> {
  const seen = new Set<string>();
  const taken = new Set<string>();
  const failures: ModelReport['failures'] = [];
  for (const [index, path] of paths.entries()) {
    try {
      const run = runs.get(index) ?? (await runPath(model, path));
      run.statesSeen.forEach((s) => seen.add(s));
      run.transitionsTaken.forEach((t) => taken.add(t));
    } catch (e) {
      failures.push({ path, error: (e as Error).message });
    }
  }
  const states = allStatePaths(model.machine);
  const transitions = allTransitions(model.machine);
  return {
    paths,
    failures,
    states: { total: states.length, covered: states.filter((s) => seen.has(s)).length, missing: states.filter((s) => !seen.has(s)) },
    transitions: {
      total: transitions.length,
      covered: transitions.filter((t) => taken.has(t)).length,
      missing: transitions.filter((t) => !taken.has(t)),
    },
  };
}
