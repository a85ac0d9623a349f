import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { runModel } from './support/coverage';

/** The harness itself must be able to fail: unreachable states and broken assertions are reported. */
const toggle = setup({ types: { events: {} as { type: 'toggled' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { toggled: 'on' } },
    on: { on: { toggled: 'off' } },
    orphan: {},
  },
});

describe('model harness', () => {
  it('reports a state no path reaches', async () => {
    const report = await runModel({ machine: toggle, events: [{ type: 'toggled' }] });
    expect(report.states.missing).toEqual(['orphan']);
    expect(report.transitions.missing).toEqual([]);
  });

  it('reports a transition no path takes when its event has no fixture', async () => {
    const report = await runModel({ machine: toggle, events: [] });
    expect(report.transitions.missing).toEqual(['off --toggled#0--> on', 'on --toggled#0--> off']);
  });

  it('reports a failing state assertion', async () => {
    const report = await runModel({
      machine: toggle,
      events: [{ type: 'toggled' }],
      states: { on: () => expect('on').toBe('off') },
    });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]!.error).toContain("state 'on'");
  });
});
