import type { ActionCall } from './model';

/** The params of every call of one named action during a step, in order. */
export function callsOf(actions: ActionCall[], type: string): unknown[] {
  return actions.filter((a) => a.type === type).map((a) => a.params);
}
