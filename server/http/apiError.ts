import { FailureCode, type FailureName } from '../../contract/failureCodes';

/** A failure the client should see as it is: the envelope carries the code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;

  /** What the failure envelope carries besides its code and message (e.g. the new price of a 409). */
  response: unknown;

  constructor(kind: FailureName, message: string) {
    super(message);
    this.status = FailureCode[kind].status;
    this.code = FailureCode[kind].code;
  }

  withResponse(response: unknown): this {
    this.response = response;
    return this;
  }
}

export const badInput = (message: string) => new ApiError('invalidInput', message);
export const notFound = (message: string) => new ApiError('notFound', message);
