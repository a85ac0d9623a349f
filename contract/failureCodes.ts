/**
 * The one table of failure codes. `hotelFailureCode` on the wire is one of these numbers;
 * `status` is the HTTP status that goes with it.
 */
export const FailureCode = {
  invalidInput: { code: 4000, status: 400 },
  unauthenticated: { code: 4010, status: 401 },
  forbidden: { code: 4030, status: 403 },
  notFound: { code: 4040, status: 404 },
  methodNotAllowed: { code: 4050, status: 405 },
  /** The request did not arrive in time (a stalled upload). */
  requestTimeout: { code: 4080, status: 408 },
  conflict: { code: 4090, status: 409 },
  payloadTooLarge: { code: 4130, status: 413 },
  uriTooLong: { code: 4140, status: 414 },
  unsupportedMediaType: { code: 4150, status: 415 },
  rateLimited: { code: 4290, status: 429 },
  /**
   * Many requests from one network: this one goes ahead once a proof-of-work challenge is solved.
   * The challenge is in `response.challenge` (contract/proofOfWork.ts).
   */
  challengeRequired: { code: 4291, status: 429 },
  headersTooLarge: { code: 4310, status: 431 },
  internal: { code: 5000, status: 500 },
  unavailable: { code: 5030, status: 503 },
  /** The spec's code: no rooms left for the option being reviewed or booked. */
  noRooms: { code: 6034, status: 409 },
  /** The spec's code: the payment provider's signature or status did not verify. */
  paymentVerificationFailed: { code: 2503, status: 402 },
} as const;

export type FailureName = keyof typeof FailureCode;
export type FailureCodeNumber = (typeof FailureCode)[FailureName]['code'];
