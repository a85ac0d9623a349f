/**
 * The app rating: 1 to 5 whole stars, required, with
 * feedback; what the page says once it is sent or when sending fails. Pure and browser-safe.
 */

/** Feedback the server keeps (at most 1,000 characters). */
export const RATING_FEEDBACK_MAX = 1000;

export const RATING_THANKS = 'Thank you for your feedback!';

export const ratingFailed = (reason: string) => `Failed to save your rating: ${reason}`;

/** A rating the server takes: a whole number of stars from 1 to 5. */
export const isStarRating = (stars: number) => Number.isInteger(stars) && stars >= 1 && stars <= 5;

/** `1 star`, `4 stars`: how a star choice is read out. */
export const starsLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
