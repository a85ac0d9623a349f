import { expect } from 'vitest';
import { deviceTokenMachine, type GuestTokenResult } from '../../machines/deviceToken.machine';
import { selectDeviceToken, selectTokenReady, selectTokenUnavailable } from '../../machines/deviceToken.selectors';
import type { MachineModel } from './support/model';

const success: GuestTokenResult = { status: 'SUCCESS', token: 'fresh-token-0123456789abcdef' };
const refused: GuestTokenResult = { status: 'FAILURE' };

export const deviceTokenModel: MachineModel<typeof deviceTokenMachine> = {
  machine: deviceTokenMachine,
  inputs: [{ storedToken: null }, { storedToken: 'stored-token-0123456789abcdef' }],
  events: [{ type: 'token.rejected' }, { type: 'retry.requested' }],
  actors: { fetchGuestToken: { done: [success, refused], error: [new Error('network down')] } },
  delays: { retryDelay: 3000 },
  states: {
    ready: (s) => {
      expect(selectTokenReady(s)).toBe(true);
      expect(selectDeviceToken(s)).toMatch(/token-0123456789abcdef$/);
    },
    fetching: (s) => expect(selectTokenReady(s)).toBe(false),
    failed: (s) => expect(s.context.attempts).toBeGreaterThan(0),
    unavailable: (s) => {
      expect(selectTokenUnavailable(s)).toBe(true);
      expect(s.context.attempts).toBe(3);
    },
  },
};
