import type { FastifyError, FastifyInstance } from 'fastify';
import { FailureCode, type FailureName } from '../../contract/failureCodes';
import { ApiError } from './apiError';
import { failure } from './envelope';
import { RateLimitedError } from './rateLimited';

/** Fastify's own 4xx errors, told in words a client can act on. */
const frameworkErrors: Record<string, { kind: FailureName; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'invalidInput', message: 'body: malformed JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: 'invalidInput', message: 'body: empty JSON body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: 'payloadTooLarge', message: 'body: larger than the 1 MB limit' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: 'unsupportedMediaType', message: 'content-type: not supported, send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { kind: 'invalidInput', message: 'content-length: does not match the body' },
};

/**
 * The one error handler: every failure leaves as an envelope with an honest status. Unexpected
 * errors are logged with the request's correlation id and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(error.code, error.message, error.response));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) {
      const { code, status } = FailureCode[known.kind];
      return reply.status(status).send(failure(code, known.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { code } = FailureCode.invalidInput;
      return reply.status(error.statusCode).send(failure(code, 'request: ' + safeMessage(error.message)));
    }
    request.log.error({ err: error, correlationId: request.id }, 'unexpected error');
    const { code, status } = FailureCode.internal;
    return reply.status(status).send(failure(code, 'Something went wrong on our side. Please try again.'));
  });
}

function safeMessage(message: string): string {
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
