/**
 * Buffers for search answers, used again once an answer has been sent. An answer is a few hundred
 * KB; a fresh buffer that size is memory the system maps, and zero-fills page by page as the
 * answer is first written into it, for every search. A kept buffer is written at memory speed.
 */
export interface AnswerBuffers {
  /** A buffer of at least `size` bytes: a kept one if one is big enough, else a new one. */
  take(size: number): Buffer;
  /** Gives a buffer back once nothing reads it any more (its answer is sent, or abandoned). */
  give(buffer: Buffer): void;
  /** How many buffers are kept now. */
  readonly kept: number;
}

/** New buffers are made in steps of this size, so one buffer serves answers of similar sizes. */
const STEP = 64 * 1024;

/** Keeps at most `keep` buffers (about two per connection that may be waiting on a search); the biggest ones when full. */
export function answerBuffers(keep = 64): AnswerBuffers {
  const free: Buffer[] = [];
  return {
    take(size) {
      for (let i = free.length - 1; i >= 0; i--) {
        const buffer = free[i]!;
        if (buffer.length < size) continue;
        free[i] = free[free.length - 1]!;
        free.pop();
        return buffer;
      }
      return Buffer.allocUnsafeSlow(Math.ceil(Math.max(size, 1) / STEP) * STEP);
    },
    give(buffer) {
      if (free.length < keep) {
        free.push(buffer);
        return;
      }
      let smallest = 0;
      for (let i = 1; i < free.length; i++) if (free[i]!.length < free[smallest]!.length) smallest = i;
      if (free[smallest]!.length < buffer.length) free[smallest] = buffer;
    },
    get kept() {
      return free.length;
    },
  };
}
