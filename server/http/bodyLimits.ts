/**
 * How large a request body each kind of call may send, sized to the largest real body of its
 * kind with room for JSON escapes: a body over its route's limit is refused with 413 before it
 * is read. Routes take one of these by name (`route()`'s `bodyLimit`); routes that name none get
 * `other`.
 */
export const BODY_LIMITS = {
  /** Calls with a few ids and short fields: login, wishlist, review, payments, detail, reviews, places. */
  small: 4 * 1024,
  /** A search query, which may list up to 200 hotel ids. */
  search: 16 * 1024,
  /** A cancellation with its comment (500 characters). */
  cancel: 8 * 1024,
  /** A stay's review: its stars, a 100-character title and a 2,000-character text, every character escaped. */
  stayReview: 16 * 1024,
  /**
   * A booking: up to 20 travellers, three e-mails and phones, a 2,000-character request, company
   * and display fields, each at its contract's maximum length.
   */
  booking: 64 * 1024,
  /** The payment provider's webhook event (a payment or refund entity with its notes). */
  webhook: 64 * 1024,
  /**
   * PUT /saveProfile: a photo under 2 MB as base64 (a third larger) with the profile's fields, and
   * room for a somewhat larger photo to be refused with the photo's own message.
   */
  profile: 5 * 1024 * 1024,
  /** Routes that name no limit: the site's pages, media, health and the local payment sandbox. */
  other: 16 * 1024,
} as const;
