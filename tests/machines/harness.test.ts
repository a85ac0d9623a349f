import { describe, expect, it } from 'vitest';
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { runModel } from './support/coverage';
import { transitionCoverPaths } from './support/graph';
import { runPath } from './support/run';

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

/** A child with a systemId, started again each time `open` is entered from a new context. */
const opener = setup({
  types: { context: {} as { opened: number }, events: {} as { type: 'opened' } | { type: 'poked' } | { type: 'closed' } },
  actors: { child: fromPromise(async () => undefined) },
}).createMachine({
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { on: { opened: { target: 'open', actions: assign({ opened: ({ context }) => Math.min(context.opened + 1, 3) }) } } },
    open: {
      invoke: { src: 'child', id: 'child', systemId: 'child' },
      on: { poked: { actions: sendTo('child', { type: 'poke' }) }, closed: { target: 'closed' } },
    },
  },
});

describe('model harness', () => {
  it('walks states whose invoked child has a systemId, entered again from other paths', async () => {
    const model = { machine: opener, events: [{ type: 'opened' }, { type: 'poked' }, { type: 'closed' }] as const, actors: { child: {} } };
    expect(transitionCoverPaths(model).length).toBeGreaterThan(3);
    const report = await runModel(model);
    expect(report.failures).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('hands each step the events the machine sent, by the id of their target', async () => {
    const seen: unknown[] = [];
    const model = {
      machine: opener,
      events: [{ type: 'opened' }, { type: 'poked' }] as const,
      actors: { child: {} },
      steps: { poked: ({ sent }: { sent: unknown[] }) => void seen.push(sent) },
    };
    await runPath(model as never, { input: undefined, steps: [{ event: { type: 'opened' }, value: 'open' }, { event: { type: 'poked' }, value: 'open' }], description: '' });
    expect(seen).toEqual([[{ to: 'child', event: { type: 'poke' } }]]);
  });

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
