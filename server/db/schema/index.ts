/**
 * Drizzle's view of the tables, one file per area. The SQL in `../migrations/` creates them;
 * keep both in step (tests/api/schema.test.ts checks every column named here exists).
 */
import * as sessions from './sessions';
import * as identity from './identity';
import * as catalogue from './catalogue';
import * as bookings from './bookings';
import * as payments from './payments';
import * as account from './account';
import * as partner from './partner';
import * as reviews from './reviews';
import * as proofOfWork from './proofOfWork';

export const schema = { ...sessions, ...identity, ...catalogue, ...bookings, ...payments, ...account, ...partner, ...reviews, ...proofOfWork };
export type Schema = typeof schema;
export * from './sessions';
export * from './identity';
export * from './catalogue';
export * from './bookings';
export * from './payments';
export * from './account';
export * from './partner';
export * from './reviews';
export * from './proofOfWork';
