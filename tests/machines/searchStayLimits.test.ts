import { describe, expect, it } from 'vitest';
import { searchStayLimitsModel, stayLimitFixtures } from './search.model';
import { transitionCoverPaths } from './support/graph';
import { runPath } from './support/run';

/**
 * Model-based paths through the search panel's stay checks (destination, dates, check-out after
 * check-in, then the limits the server holds to). The step checks of the search model assert the
 * exact message for each stay, and that only a stay the server accepts is ever searched.
 */
describe('search: stay limits (model-based)', () => {
  const paths = transitionCoverPaths(searchStayLimitsModel);

  it('submits every stay of the fixtures, the first one (the URL stay) included', () => {
    const submittedAfter = (dates: unknown) =>
      paths.some((p) => {
        const events = p.steps.map((s) => s.event);
        return events.some((e, i) => i > 0 && e.type === 'search.submitted' && JSON.stringify(events[i - 1]) === JSON.stringify(dates));
      });
    for (const fixture of stayLimitFixtures) expect(submittedAfter(fixture), JSON.stringify(fixture)).toBe(true);
    expect(paths.some((p) => p.steps[0]?.event.type === 'search.submitted')).toBe(true);
  });

  for (const path of paths) {
    it(`path: ${path.description}`, async () => {
      await runPath(searchStayLimitsModel, path);
    });
  }
});
