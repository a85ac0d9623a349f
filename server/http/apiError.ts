import { FailureCode, type FailureName } from '../../contract/failureCodes';

/** A failure the client should see as it is: the envelope carries the code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(kind: FailureName, message: string) {
    super(message);
    this.status = FailureCode[kind].status;
    this.code = FailureCode[kind].code;
  }
}

export const badInput = (message: string) => new ApiError('invalidInput', message);
export const notFound = (message: string) => new ApiError('notFound', message);
