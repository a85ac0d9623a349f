import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { resultsMachine } from '../../machines/results.machine';
import { selectMessage, selectStatus } from '../../machines/results.selectors';
import { refusedStays, resultsQueryFixture, resultsWindow } from './results.model';

/**
 * A results URL whose stay the server would refuse says which limit it breaks instead of
 * searching and failing (the model walks one of them; here each).
 */
describe('results: a stay the server would refuse', () => {
  for (const [query, message] of refusedStays) {
    it(`${query.checkIn} to ${query.checkOut}: '${message}', no search`, () => {
      let searched = false;
      const actor = createActor(resultsMachine, { input: { query, width: 1280, window: resultsWindow } });
      actor.subscribe((s) => {
        if (s.matches({ data: 'loading' })) searched = true;
      });
      actor.start();
      const s = actor.getSnapshot();
      expect(s.matches({ data: { invalid: 'stay' } })).toBe(true);
      expect(selectStatus(s)).toBe('invalid');
      expect(selectMessage(s)).toBe(message);
      expect(searched).toBe(false);
      actor.stop();
    });
  }

  it('the stay of the model query is accepted', () => {
    const actor = createActor(resultsMachine, { input: { query: resultsQueryFixture, width: 1280, window: resultsWindow } }).start();
    expect(actor.getSnapshot().matches({ data: 'loading' })).toBe(true);
    actor.stop();
  });
});
