import type { AnyStateMachine } from 'xstate';
import { deviceTokenMachine } from './deviceToken.machine';

/** Every machine of the product, by name: the report, the diagrams and the inspector read this list. */
export const machines: Record<string, { machine: AnyStateMachine; summary: string }> = {
  deviceToken: {
    machine: deviceTokenMachine,
    summary: 'Guest device token: fetched at startup when none is stored, retried, replaced when rejected.',
  },
};
