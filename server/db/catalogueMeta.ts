/**
 * `catalogue_meta` keys that the seed writes and the running server reads.
 */

/** The day (India) the catalogue was seeded: reviews are dated back from it. */
export const SEEDED_ON_KEY = 'seeded_on';
