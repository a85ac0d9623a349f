import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { idleSessionMachine } from '../../machines/idleSession.machine';
import { describeModel } from './support/describeModel';
import { idleSessionModel } from './idleSession.model';

describeModel('idleSession', idleSessionModel);

describe('idleSession (timing)', () => {
  it('expires 5 minutes after the last activity, not after the first', () => {
    const clock = new SimulatedClock();
    let cleared = 0;
    const machine = idleSessionMachine.provide({ actions: { clearSessionStorage: () => void cleared++ } });
    const actor = createActor(machine, { clock }).start();
    clock.increment(299_000);
    actor.send({ type: 'activity.seen' });
    clock.increment(299_000);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(cleared).toBe(1);
    actor.send({ type: 'overlay.stillHereChosen' });
    clock.increment(299_999);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.stop();
  });
});
