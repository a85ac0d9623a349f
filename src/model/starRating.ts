/** Star ratings out of 5: whole stars, a half star at .5 or more, then empty stars. */
export type StarKind = 'full' | 'half' | 'empty';

export const MAX_STARS = 5;

export function starKinds(rating: number): StarKind[] {
  const value = Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return Array.from({ length: MAX_STARS }, (_, i) => (i < full ? 'full' : i < full + half ? 'half' : 'empty'));
}

/** What a screen reader hears: '4.5 out of 5 stars'. */
export function starLabel(rating: number): string {
  const kinds = starKinds(rating);
  const shown = kinds.filter((k) => k === 'full').length + (kinds.includes('half') ? 0.5 : 0);
  return `${shown} out of ${MAX_STARS} stars`;
}
