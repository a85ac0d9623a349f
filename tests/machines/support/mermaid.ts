import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A Mermaid `stateDiagram-v2` of a machine, nested states included, for product review. A state
 * that runs other machines names them ("open (runs otpLogin)"); a transition that sends an event
 * to another actor names it ("login.verified → session").
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const id = (node: AnyStateNode) => node.path.join('__') || 'root';
  const label = (t: AnyTransitionDefinition) => {
    const event = t.eventType === '' ? 'always' : prettyEvent(t.eventType);
    const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
    const to = sendTargets(machine, t);
    return `${event}${guard}${to.length ? ` → ${to.join(', ')}` : ''}`;
  };
  const name = (node: AnyStateNode) => {
    const runs = invokedMachines(machine, node);
    return runs.length ? `${node.key} (runs ${runs.join(', ')})` : node.key;
  };
  const walk = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.initial && children.length) {
      const initial = (node.initial.target as AnyStateNode[])[0];
      if (initial) lines.push(`${indent}[*] --> ${id(initial)}`);
    }
    for (const child of children) {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state "${name(child)}" as ${id(child)} {`);
        walk(child, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${name(child)}" as ${id(child)}`);
        if (child.type === 'final') lines.push(`${indent}${id(child)} --> [*]`);
      }
    }
    for (const child of children) {
      const all = [...[...child.transitions.values()].flat(), ...(child.always ?? [])];
      for (const t of all) {
        const targets = (t.target ?? []) as AnyStateNode[];
        for (const target of targets.length ? targets : [child]) lines.push(`${indent}${id(child)} --> ${id(target)}: ${label(t)}`);
      }
    }
  };
  walk(machine.root, '  ');
  return lines.join('\n') + '\n';
}

/** The ids of the machines a state node invokes (other invoked actors, such as calls, are left out). */
export function invokedMachines(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  return node.invoke.filter((inv) => isMachine(actors[String(inv.src)])).map((inv) => inv.id);
}

function isMachine(logic: unknown): boolean {
  return !!logic && typeof logic === 'object' && 'root' in logic && 'provide' in logic;
}

/** Whom a transition's `sendTo` actions send to: a child's id, or `replyTo` for an actor the event named. */
function sendTargets(machine: AnyStateMachine, t: AnyTransitionDefinition): string[] {
  const named = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const action of (t.actions ?? []) as unknown[]) {
    const key = typeof action === 'string' ? action : (action as { type?: unknown })?.type;
    const impl = (typeof key === 'string' ? named[key] : undefined) ?? action;
    if (typeof impl !== 'function' || (impl as { type?: unknown }).type !== 'xstate.sendTo') continue;
    const to = (impl as { to?: unknown }).to;
    out.push(typeof to === 'string' ? to : 'replyTo');
  }
  return [...new Set(out)];
}

function prettyEvent(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `${type.slice(18)} done`;
  if (type.startsWith('xstate.error.actor.')) return `${type.slice(19)} failed`;
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  return type;
}
