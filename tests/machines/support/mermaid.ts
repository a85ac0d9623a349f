import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A Mermaid `stateDiagram-v2` of a machine, nested states included, for product review. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const id = (node: AnyStateNode) => node.path.join('__') || 'root';
  const label = (t: AnyTransitionDefinition) => {
    const event = t.eventType === '' ? 'always' : prettyEvent(t.eventType);
    const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
    return `${event}${guard}`;
  };
  const walk = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.initial && children.length) {
      const initial = (node.initial.target as AnyStateNode[])[0];
      if (initial) lines.push(`${indent}[*] --> ${id(initial)}`);
    }
    for (const child of children) {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state "${child.key}" as ${id(child)} {`);
        walk(child, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${id(child)}`);
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

function prettyEvent(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `${type.slice(18)} done`;
  if (type.startsWith('xstate.error.actor.')) return `${type.slice(19)} failed`;
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  return type;
}
