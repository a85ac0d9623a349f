import { createEmptyActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { MachineModel } from './model';

/** A step's event: its type and the fields that type carries (a fixture's value, an actor's output or error). */
export type StepEvent = EventObject & Record<string, unknown>;

export interface Step {
  event: StepEvent;
  value: unknown;
}
export interface ModelPath {
  input: unknown;
  steps: Step[];
  description: string;
}

/** Every state node below the root, by dotted path ('checking', 'form.phone'...). */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child.path.join('.'));
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** A stable name for a transition: source node, event and its index among that event's candidates. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? source.always ?? [] : source.transitions.get(t.eventType) ?? [];
  const index = Math.max(0, list.findIndex((c: AnyTransitionDefinition) => c === t));
  return `${source.path.join('.') || '(root)'} --${t.eventType || 'always'}#${index}--> ${describeTargets(t)}`;
}

function describeTargets(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []) as AnyStateNode[];
  return targets.length ? targets.map((n) => n.path.join('.') || '(root)').join(',') : '(self)';
}

/** Every transition the machine defines, including guarded alternatives and `always`. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) for (const t of list) out.push(transitionKey(t));
    for (const t of node.always ?? []) out.push(transitionKey(t));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return [...new Set(out)];
}

/** The event candidates a snapshot can take: user fixtures, actor outcomes and elapsed delays. */
export function candidateEvents(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = model.events.filter((e) => model.tryEvent?.(snapshot, e) ?? true);
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const inv of node.invoke) {
      const outcomes = model.actors?.[String(inv.src)];
      if (!outcomes) continue;
      for (const output of outcomes.done ?? []) out.push({ type: `xstate.done.actor.${inv.id}`, output } as EventObject);
      for (const error of outcomes.error ?? []) out.push({ type: `xstate.error.actor.${inv.id}`, error } as EventObject);
    }
    for (const delayed of node.after) out.push({ type: delayed.eventType } as EventObject);
  }
  return out.filter((e) => snapshot.can(e));
}

/**
 * Paths that together take every reachable transition at least once: the shortest path to each
 * state, then each outgoing edge from there. Paths that are prefixes of longer ones are dropped.
 */
export function transitionCoverPaths(model: MachineModel): ModelPath[] {
  const machine = model.machine.provide({ delays: model.delays ?? {} });
  const inputs = model.inputs ?? [model.input];
  const paths: ModelPath[] = [];
  for (const input of inputs) {
    const testModel = new TestModel<AnyMachineSnapshot, EventObject, unknown>(withScopePerStep(machine), {
      events: (snapshot) => candidateEvents(model, snapshot),
      input,
      serializeState: serialize,
      serializeEvent: (e: EventObject) => JSON.stringify(e),
      limit: model.limit ?? 5000,
    });
    const shortest = new Map<string, Step[]>();
    for (const p of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
      // The first step is the machine starting (xstate.init); runs start the actor instead.
      const steps = p.steps.filter((s) => s.event.type !== 'xstate.init');
      shortest.set(serialize(p.state), steps.map((s) => ({ event: s.event, value: s.state.value })));
    }
    const adjacency = testModel.getAdjacencyMap();
    for (const [key, entry] of Object.entries(adjacency)) {
      const prefix = shortest.get(serialize(entry.state)) ?? (key ? undefined : []);
      if (!prefix) continue;
      paths.push({ input, steps: prefix, description: '' });
      for (const edge of Object.values<{ event: EventObject; state: AnyMachineSnapshot }>(entry.transitions)) {
        paths.push({ input, steps: [...prefix, { event: edge.event, value: edge.state.value }], description: '' });
      }
    }
  }
  return dedupe(paths).map((p) => ({ ...p, description: describe(p) }));
}

/**
 * xstate/graph walks a machine in one actor scope, whose system keeps every child's `systemId`
 * and never stops one (its actors do not run). A state with an invoke that has a systemId,
 * entered again from another path, would then spawn a second child under the same systemId,
 * which the system refuses. Each step of the walk gets a scope of its own instead.
 */
function withScopePerStep(machine: AnyStateMachine): AnyStateMachine {
  return Object.create(machine, {
    transition: { value: (snapshot: AnyMachineSnapshot, event: EventObject) => machine.transition(snapshot, event, stepScope()) },
  });
}

function stepScope(): AnyActorScope {
  const self = createEmptyActor();
  return {
    self,
    id: '',
    sessionId: self.sessionId,
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as AnyActorScope;
}

function serialize(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

function dedupe(paths: ModelPath[]): ModelPath[] {
  const keyed = paths.map((p) => ({ p, key: JSON.stringify([p.input, p.steps.map((s) => s.event)]) }));
  const sorted = keyed.sort((a, b) => b.key.length - a.key.length);
  const kept: typeof keyed = [];
  for (const item of sorted) {
    const prefix = item.key.slice(0, -2);
    if (kept.some((k) => k.key === item.key || k.key.startsWith(prefix))) continue;
    kept.push(item);
  }
  return kept.map((k) => k.p);
}

function describe(path: ModelPath): string {
  const start = path.input === undefined ? '' : `[${JSON.stringify(path.input)}] `;
  const events = path.steps.map((s) => shortEvent(s.event));
  return start + (events.length ? events.join(' → ') : '(initial)');
}

function shortEvent(event: EventObject): string {
  const t = event.type;
  if (t.startsWith('xstate.done.actor.')) return `${t.slice(18)} done ${brief((event as { output?: unknown }).output)}`.trimEnd();
  if (t.startsWith('xstate.error.actor.')) return `${t.slice(19)} failed`;
  if (t.startsWith('xstate.after.')) return `after ${t.split('.')[2]}`;
  const extra = Object.entries(event).filter(([k]) => k !== 'type');
  return extra.length ? `${t}(${extra.map(([, v]) => JSON.stringify(v)).join(',')})` : t;
}

function brief(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 48 ? `${text.slice(0, 45)}...` : text;
}
