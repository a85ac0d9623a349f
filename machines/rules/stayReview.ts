/**
 * A stay's review as the traveller fills it in: stars for every category the hotel page shows, a
 * title and a text within the server's limits, and what the form says when one is missing or out
 * of bounds (the server refuses the same with its own message). Pure and browser-safe.
 */
import { STAY_RATING_CATEGORIES, STAY_REVIEW_LIMITS, type StayRatingKey, type StayRatings } from '../../contract/stayReview';

export interface StayReviewForm {
  /** 1 to 5 stars per category, 0 while none is chosen. */
  ratings: StayRatings;
  title: string;
  text: string;
}

export type StayReviewField = 'ratings' | 'title' | 'text';
export type StayReviewProblems = Partial<Record<StayReviewField, string>>;

/** No stars chosen yet. */
export const noStars: StayRatings = Object.fromEntries(STAY_RATING_CATEGORIES.map((c) => [c.key, 0])) as StayRatings;

/** A star rating the server takes: a whole number from 1 to 5. */
export const isStars = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;

const { titleMin, titleMax, textMin, textMax } = STAY_REVIEW_LIMITS;

/** `Food`, `Food and Service`, `Rooms, Food and Service`. */
const listed = (labels: string[]) => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`);

export const stayReviewHints = {
  title: `${titleMin} to ${titleMax} characters`,
  text: `${textMin} to ${textMax} characters`,
} as const;

/** What is missing or out of bounds, by field; empty when the review can be sent. */
export function stayReviewProblems({ ratings, title, text }: StayReviewForm): StayReviewProblems {
  const problems: StayReviewProblems = {};
  const unrated = STAY_RATING_CATEGORIES.filter((c) => !isStars(ratings[c.key as StayRatingKey]));
  if (unrated.length > 0) problems.ratings = `Please give stars for ${listed(unrated.map((c) => c.label))}.`;
  const t = title.trim().length;
  if (t < titleMin || t > titleMax) problems.title = `Please give your review a title of ${titleMin} to ${titleMax} characters.`;
  const x = text.trim().length;
  if (x < textMin || x > textMax) problems.text = `Please write ${textMin} to ${textMax} characters about your stay.`;
  return problems;
}

/** "Could not send your review: {reason}". */
export const stayReviewFailed = (reason: string) => `Could not send your review: ${reason}`;
