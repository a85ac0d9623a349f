import { describe, expect, it, vi } from 'vitest';

describe('Google Maps key refused (gm_authFailure)', () => {
  it('tells every mounted map, and a map mounted later at once; unsubscribed maps hear nothing', async () => {
    vi.resetModules();
    const { onGoogleAuthFailure } = await import('../../src/views/map/googleAuth');
    const g = globalThis as { gm_authFailure?: () => void };
    const a = vi.fn();
    const b = vi.fn();
    const gone = vi.fn();
    onGoogleAuthFailure(a);
    onGoogleAuthFailure(b);
    const off = onGoogleAuthFailure(gone);
    off();
    expect(typeof g.gm_authFailure).toBe('function');
    expect(a).not.toHaveBeenCalled();
    g.gm_authFailure!();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    onGoogleAuthFailure(late);
    expect(late).toHaveBeenCalledTimes(1);
    delete g.gm_authFailure;
  });
});
