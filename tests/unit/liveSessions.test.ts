import { describe, expect, it } from 'vitest';
import { liveSessions } from '../../server/modules/session/liveSessions';
import type { SessionRow } from '../../server/modules/session/repo';

const row = (id: string): SessionRow => ({
  id, tokenHash: `hash-${id}`, kind: 'guest', userId: null, createdAt: new Date(0), lastSeenAt: new Date(0), expiresAt: new Date(8.64e15), endedAt: null,
});

describe('liveSessions', () => {
  it('keeps at most its limit, dropping the session kept longest ago (one kept again counts as new)', () => {
    const kept = liveSessions(2);
    kept.keep('a', row('1'));
    kept.keep('b', row('2'));
    kept.keep('a', row('1'));
    kept.keep('c', row('3'));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.id).toBe('1');
    expect(kept.get('c')?.id).toBe('3');
  });

  it('forgets a session by its id, whatever token hash it was kept under', () => {
    const kept = liveSessions();
    kept.keep('a', row('1'));
    kept.keep('b', row('2'));
    kept.forget('1');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')?.id).toBe('2');
  });
});
