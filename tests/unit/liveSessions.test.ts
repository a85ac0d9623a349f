import { describe, expect, it } from 'vitest';
import { liveSessions } from '../../server/modules/session/liveSessions';
import type { SessionRow } from '../../server/modules/session/repo';

const row = (id: string): SessionRow => ({
  id, tokenHash: `hash-${id}`, kind: 'guest', userId: null, createdAt: new Date(0), lastSeenAt: new Date(0), expiresAt: new Date(8.64e15), endedAt: null,
});

describe('liveSessions', () => {
  it('keeps at most its limit, dropping the session kept longest ago (one kept again counts as new)', () => {
    const kept = liveSessions(2);
    kept.keep('a', row('1'), kept.mark());
    kept.keep('b', row('2'), kept.mark());
    kept.keep('a', row('1'), kept.mark());
    kept.keep('c', row('3'), kept.mark());
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.id).toBe('1');
    expect(kept.get('c')?.id).toBe('3');
  });

  it('forgets a session by its id, whatever token hash it was kept under', () => {
    const kept = liveSessions();
    kept.keep('a', row('1'), kept.mark());
    kept.keep('b', row('2'), kept.mark());
    kept.forget('1');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')?.id).toBe('2');
  });

  it('does not keep a session read before another ended: the read may predate that end', () => {
    const kept = liveSessions();
    const mark = kept.mark();
    kept.forget('1');
    kept.keep('a', row('1'), mark);
    expect(kept.get('a')).toBeUndefined();
    kept.keep('a', row('1'), kept.mark());
    expect(kept.get('a')?.id).toBe('1');
  });
});
