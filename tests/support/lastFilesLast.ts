import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the files named `*.last.test.ts` moved to the end: they check what
 * every file before them left (the API suite's money audit over all its bookings).
 */
export class LastFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => f.moduleId.endsWith('.last.test.ts');
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}
