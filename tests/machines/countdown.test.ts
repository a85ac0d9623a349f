import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { countdownMachine, secondsLeft } from '../../machines/countdown.machine';
import { describeModel } from './support/describeModel';
import { countdownModel, NOW } from './countdown.model';

describeModel('countdown', countdownModel);

describe('countdown (resuming from session storage)', () => {
  it('counts whole seconds from the stored start time and never leaves 0..60', () => {
    expect(secondsLeft(NOW, NOW)).toBe(60);
    expect(secondsLeft(NOW - 999, NOW)).toBe(60);
    expect(secondsLeft(NOW - 1000, NOW)).toBe(59);
    expect(secondsLeft(NOW - 59_999, NOW)).toBe(1);
    expect(secondsLeft(NOW - 60_000, NOW)).toBe(0);
    expect(secondsLeft(NOW + 5000, NOW)).toBe(60); // a clock set back: full time, not more
  });

  it('runs out after 60 ticks of the real one-second delay', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, { input: { startedAt: null, now: NOW }, clock }).start();
    // The simulated clock fires one due timer per increment; each tick schedules the next.
    for (let i = 0; i < 59; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.stop();
  });
});
