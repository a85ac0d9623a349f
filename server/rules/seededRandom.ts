/**
 * Deterministic randomness: every generated thing (a hotel, a review, a drawn picture) draws from
 * its own stream keyed by the catalogue seed and its id, so the same seed gives the same catalogue
 * and adding a city does not reshuffle the others. No Node imports.
 */

/** FNV-1a 32-bit hash of the parts joined by '|'. */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `k` distinct items in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** One key of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
}

/** mulberry32 stream for `(seed, ...key)`. */
export function rng(seed: number, ...key: Array<string | number>): Rng {
  let state = hash32(seed, ...key) || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const self: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, k) => {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(k, copy.length));
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as Array<[string, number]>;
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let roll = next() * total;
      for (const [k, w] of entries) {
        roll -= w;
        if (roll < 0) return k as never;
      }
      return entries[entries.length - 1]![0] as never;
    },
  };
  return self;
}
