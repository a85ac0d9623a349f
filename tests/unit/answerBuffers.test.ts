import { describe, expect, it } from 'vitest';
import { answerBuffers } from '../../server/modules/search/answerBuffers';

describe('answerBuffers: search answer buffers used again once sent', () => {
  it('lends a new buffer, in 64 KB steps, when none kept is big enough', () => {
    const buffers = answerBuffers();
    const a = buffers.take(100_000);
    expect(a.length).toBe(128 * 1024);
    expect(buffers.take(1).length).toBe(64 * 1024);
    expect(buffers.kept).toBe(0);
  });

  it('lends a given-back buffer again, and never one that is still out', () => {
    const buffers = answerBuffers();
    const a = buffers.take(300_000);
    const b = buffers.take(300_000);
    expect(b).not.toBe(a);
    buffers.give(a);
    expect(buffers.kept).toBe(1);
    expect(buffers.take(200_000)).toBe(a);
    expect(buffers.kept).toBe(0);
    expect(buffers.take(200_000)).not.toBe(a);
  });

  it('skips kept buffers that are too small', () => {
    const buffers = answerBuffers();
    const small = buffers.take(10);
    buffers.give(small);
    const big = buffers.take(500_000);
    expect(big).not.toBe(small);
    expect(big.length).toBeGreaterThanOrEqual(500_000);
    expect(buffers.kept).toBe(1);
  });

  it('keeps at most its limit, the biggest buffers when full', () => {
    const buffers = answerBuffers(2);
    const [s, m, l] = [buffers.take(10), buffers.take(100_000), buffers.take(300_000)];
    buffers.give(s);
    buffers.give(m);
    buffers.give(l);
    expect(buffers.kept).toBe(2);
    expect(buffers.take(200_000)).toBe(l);
    expect(buffers.take(70_000)).toBe(m);
    expect(buffers.kept).toBe(0);
  });
});
