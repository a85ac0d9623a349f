import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import { allStatePaths, transitionKey, type ModelPath } from './graph';
import type { ActionCall, MachineModel, SentEvent } from './model';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface PathRun {
  statesSeen: Set<string>;
  transitionsTaken: Set<string>;
  /** The machine's snapshot after the start and after each step (what a browser run must show). */
  snapshots: AnyMachineSnapshot[];
}

/**
 * Runs one generated path against the real machine: user events are sent, actor outcomes settle
 * the pending fake actor, delays advance a simulated clock. After each step the live state must
 * equal the model's, and the assertions for every matching state must hold.
 */
export async function runPath(model: MachineModel, path: ModelPath): Promise<PathRun> {
  const pending = new Map<string, Deferred>();
  const fakeActors: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(model.actors ?? {})) {
    fakeActors[src] = fromPromise(
      () => new Promise((resolve, reject) => pending.set(src, { resolve, reject })),
    );
  }
  const machine = (model.machine as AnyStateMachine).provide({ actors: fakeActors, delays: model.delays ?? {} });
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const seen = new Set<string>();
  const statePaths = allStatePaths(machine);
  let actions: ActionCall[] = [];
  let sent: SentEvent[] = [];
  let root: unknown;
  const actor = createActor(machine, {
    input: path.input,
    clock,
    inspect: (ev: InspectionEvent) => {
      // Named actions of this machine only: built-ins (xstate.cancel for timers, xstate.stopChild...) are skipped.
      if (ev.type === '@xstate.action' && ev.actorRef === root && !String(ev.action.type).startsWith('xstate.')) {
        actions.push({ type: ev.action.type, params: ev.action.params });
      }
      if (ev.type === '@xstate.action' && ev.actorRef === root && ev.action.type === 'xstate.sendTo') {
        const { to, event } = ev.action.params as { to: string | { id: string } | undefined; event: SentEvent['event'] };
        sent.push({ to: typeof to === 'string' ? to : String(to?.id), event });
      }
      if (ev.type !== '@xstate.microstep') return;
      for (const t of ev._transitions) {
        taken.add(transitionKey(t));
        // States passed through within one macrostep (e.g. `always` choices) count as reached.
        for (const node of [t.source, ...(t.target ?? [])]) if (node.path.length) seen.add(node.path.join('.'));
      }
    },
  });
  root = actor;
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });

  const check = (label: string) => {
    const snap = actor.getSnapshot();
    for (const p of statePaths) if (snap.matches(p)) seen.add(p);
    for (const [key, assert] of Object.entries(model.states ?? {})) {
      if (snap.matches(key)) {
        try {
          assert(snap);
        } catch (e) {
          throw new Error(`state '${key}' after ${label}: ${(e as Error).message}`);
        }
      }
    }
  };

  const checkStep = (label: string, event: EventObject, before: ReturnType<typeof actor.getSnapshot>) => {
    const assert = model.steps?.[event.type];
    if (!assert) return;
    try {
      assert({ input: path.input, event, before, after: actor.getSnapshot(), actions, sent });
    } catch (e) {
      throw new Error(`step '${event.type}' at ${label}: ${(e as Error).message}`);
    }
  };

  const initial = actor.getSnapshot();
  const snapshots: AnyMachineSnapshot[] = [];
  actor.start();
  await settle();
  snapshots.push(actor.getSnapshot());
  check('start');
  checkStep('start', { type: 'xstate.init' }, initial);
  for (const [i, step] of path.steps.entries()) {
    const before = actor.getSnapshot();
    actions = [];
    sent = [];
    perform(step.event, { actor, pending, clock, model });
    await settle();
    if (errors.length) throw new Error(`machine errored at step ${i + 1}: ${String(errors[0])}`);
    const value = actor.getSnapshot().value;
    if (!isDeepStrictEqual(value, step.value)) {
      throw new Error(
        `step ${i + 1} (${step.event.type}): expected ${JSON.stringify(step.value)}, got ${JSON.stringify(value)}`,
      );
    }
    snapshots.push(actor.getSnapshot());
    check(`step ${i + 1} (${step.event.type})`);
    checkStep(`step ${i + 1}`, step.event, before);
  }
  actor.stop();
  return { statesSeen: seen, transitionsTaken: taken, snapshots };
}

interface Driver {
  actor: { send(event: EventObject): void };
  pending: Map<string, Deferred>;
  clock: SimulatedClock;
  model: MachineModel;
}

/** Makes one step happen: settle a fake actor, let time pass, or send the event. */
function perform(event: EventObject, { actor, pending, clock, model }: Driver) {
  const t = event.type;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t);
  if (outcome) {
    const id = outcome[2]!;
    const d = pending.get(id);
    if (!d) throw new Error(`no pending actor '${id}' (invokes must use id = src)`);
    pending.delete(id);
    if (outcome[1] === 'done') d.resolve((event as { output?: unknown }).output);
    else d.reject((event as { error?: unknown }).error);
    return;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(t);
  if (after) {
    const name = after[1]!;
    const ms = model.delays?.[name] ?? Number(name);
    if (!Number.isFinite(ms)) throw new Error(`delay '${name}' has no length in the model`);
    clock.increment(ms);
    return;
  }
  actor.send(event);
}

/** Lets settled promises reach the machine. setImmediate runs after every queued microtask and,
 * unlike setTimeout(0), costs microseconds rather than a millisecond, which long paths need. */
async function settle() {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
}
