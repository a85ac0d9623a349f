/**
 * The reviews section: the first 4 reviews with 'View N more' / 'Show less', 'Read
 * more' on reviews over 150 characters, the breakdown rows Excellent to Poor, and up to 5 guest
 * photos with '+N'. The score beside them is the mean of all the reviews the list pages through
 * ("3.4 from 14 reviews"), never of the 4 on show: a second, different average of the
 * shown ones would contradict the first (docs/product.md, Hotel detail). Pure.
 */
export const REVIEWS_SHOWN = 4;
export const REVIEW_EXCERPT_CHARS = 150;
export const PHOTOS_SHOWN = 5;
export const BREAKDOWN_BANDS = ['Excellent', 'Very Good', 'Good', 'Average', 'Poor'] as const;
export type BreakdownBand = (typeof BREAKDOWN_BANDS)[number];

/** Excellent at 4.5 or more, Very Good at 4, Good at 3, Fair at 2, otherwise Poor. */
export function ratingLabel(average: number): string {
  if (average >= 4.5) return 'Excellent';
  if (average >= 4) return 'Very Good';
  if (average >= 3) return 'Good';
  if (average >= 2) return 'Fair';
  return 'Poor';
}

/** The mean rating of `reviews`, to one decimal; null when there are none. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): number | null {
  const valid = reviews.map((r) => r.rating).filter((n) => Number.isFinite(n));
  if (!valid.length) return null;
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10;
}

export interface CategoryRating {
  /** The mean of all the category's reviews (what its breakdown counts), or null without reviews. */
  average: number | null;
  label: string | null;
  count: number;
}

/** A category's score from ALL its reviews, the same mean the hotel's score is (server/rules/ratingModel.ts). */
export function categoryRating(reviews: ReadonlyArray<{ rating: number }>): CategoryRating {
  const average = averageRating(reviews);
  return { average, label: average === null ? null : ratingLabel(average), count: reviews.length };
}

/**
 * The mark on a review a guest wrote of their own booking here, after their check-out, and what
 * it means (the others are the catalogue's generated reviews).
 */
export const VERIFIED_STAY = { label: 'Verified stay', meaning: 'Written by a guest who booked and stayed here' } as const;

/** `1 review`, `18 reviews`. */
export const reviewCountText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;

export interface ReviewListView<R> {
  shown: R[];
  hiddenCount: number;
  /** 'View N more', 'Show less', or null when everything fits. */
  toggleLabel: string | null;
}

export function reviewListView<R>(reviews: readonly R[], expanded: boolean): ReviewListView<R> {
  const shown = expanded ? [...reviews] : reviews.slice(0, REVIEWS_SHOWN);
  const hiddenCount = reviews.length - shown.length;
  const extra = reviews.length - REVIEWS_SHOWN;
  const toggleLabel = extra <= 0 ? null : expanded ? 'Show less' : `View ${extra} more`;
  return { shown, hiddenCount, toggleLabel };
}

export interface ReviewTextView {
  text: string;
  /** 'Read more' / 'Read less', or null for a review of 150 characters or fewer. */
  toggleLabel: string | null;
}

export function reviewText(text: string, expanded: boolean): ReviewTextView {
  if (text.length <= REVIEW_EXCERPT_CHARS) return { text, toggleLabel: null };
  if (expanded) return { text, toggleLabel: 'Read less' };
  return { text: `${text.slice(0, REVIEW_EXCERPT_CHARS).trimEnd()}...`, toggleLabel: 'Read more' };
}

export interface BreakdownRow {
  band: BreakdownBand;
  percentage: number;
}

/** The five rows in order, with the server's percentages (0 for a band it did not send). */
export function breakdownRows(summary: ReadonlyArray<{ type: string; percentage: number }>): BreakdownRow[] {
  return BREAKDOWN_BANDS.map((band) => {
    const found = summary.find((s) => s.type.toLowerCase() === band.toLowerCase());
    const percentage = found && Number.isFinite(found.percentage) ? Math.min(100, Math.max(0, Math.round(found.percentage))) : 0;
    return { band, percentage };
  });
}

export interface PhotoStripView<P> {
  shown: P[];
  /** The '+N' on the last shown photo, or null. */
  moreLabel: string | null;
  more: number;
}

export function photoStrip<P>(photos: readonly P[]): PhotoStripView<P> {
  const shown = photos.slice(0, PHOTOS_SHOWN);
  const more = photos.length - shown.length;
  return { shown, more, moreLabel: more > 0 ? `+${more}` : null };
}

/** The tab names, in the server's order, without duplicates or empty names. */
export function categoryTabs(categories: ReadonlyArray<{ categoryName: string }>): string[] {
  return [...new Set(categories.map((c) => c.categoryName).filter(Boolean))];
}
