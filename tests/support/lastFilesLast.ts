import { existsSync, statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the files named `*.last.test.ts` moved to the end: they check what
 * every file before them left (the API suite's money audit over all its bookings).
 *
 * Without timings from an earlier run (a fresh clone), Vitest runs larger files first, but a
 * machine's test file is one line naming its model (`search.test.ts` beside `search.model.ts`):
 * the biggest model's thousands of paths then started last, alone on one core while the other
 * sat idle. Such files weigh what their model weighs.
 */
export class LastFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.some((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${this.relative(f)}`));
    const ordered = timed ? sorted : [...sorted].sort((a, b) => (a.project.name === b.project.name ? weight(b) - weight(a) : 0));
    const last = (f: TestSpecification) => f.moduleId.endsWith('.last.test.ts');
    return [...ordered.filter((f) => !last(f)), ...ordered.filter(last)];
  }

  private relative(f: TestSpecification): string {
    return f.moduleId.slice(this.ctx.config.root.length + 1);
  }
}

function weight(f: TestSpecification): number {
  const model = f.moduleId.replace(/\.test\.ts$/, '.model.ts');
  return statSync(f.moduleId).size + (existsSync(model) ? statSync(model).size : 0);
}
