/**
 * Deleting the account: the seven reasons the page offers ("Other reasons"
 * among them; at least one is required), the feedback the server keeps, and what the page says
 * once the account is gone. Pure and browser-safe.
 */
import { DELETION_REASONS } from '../../contract/account';

export type DeletionReason = (typeof DELETION_REASONS)[number];

/** The reasons, in the page's order. */
export const DELETION_CHOICES: readonly DeletionReason[] = DELETION_REASONS;

/** Feedback the server keeps (at most 1,000 characters). */
export const DELETION_FEEDBACK_MAX = 1000;

export const ACCOUNT_DELETED = 'Your account has been deleted.';
