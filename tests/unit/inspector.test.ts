import type { InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the (stand-in) inspector window received; the real one opens a browser window. */
const received: InspectionEvent[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (event: InspectionEvent) => received.push(event) } }),
}));

const event = (id: string) => ({ type: '@xstate.actor', actorRef: { id } }) as unknown as InspectionEvent;

function openPage(search: string) {
  vi.stubGlobal('window', { location: { search } });
}

describe('inspector', () => {
  beforeEach(() => {
    received.length = 0;
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with ?inspect, events sent before the inspector loads are replayed first, in order', async () => {
    openPage('?inspect');
    const { startInspectorIfAsked, inspector } = await import('../../src/live/inspector');
    startInspectorIfAsked();
    inspector(event('deviceToken'));
    inspector(event('session'));
    expect(received).toEqual([]);
    await vi.dynamicImportSettled();
    inspector(event('idleSession'));
    expect(received.map((e) => (e.actorRef as unknown as { id: string }).id)).toEqual(['deviceToken', 'session', 'idleSession']);
  });

  it('without ?inspect nothing is loaded, queued or delivered', async () => {
    openPage('?place=1');
    const { startInspectorIfAsked, inspector } = await import('../../src/live/inspector');
    startInspectorIfAsked();
    inspector(event('session'));
    await vi.dynamicImportSettled();
    inspector(event('idleSession'));
    expect(received).toEqual([]);
  });
});
