import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FailureCode, type FailureName } from '../../contract/failureCodes';
import { ApiError } from './apiError';
import { failure } from './envelope';
import { RateLimitedError } from './rateLimited';
import { inputRefusal } from './validate';

/** A whole number of bytes as a limit is told: '4 KB', '1 MB'. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Fastify's own 4xx errors, told in words a client can act on. */
const frameworkErrors: Record<string, { kind: FailureName; message: (request: FastifyRequest) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'invalidInput', message: () => 'body: malformed JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: 'invalidInput', message: () => 'body: empty JSON body' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    kind: 'payloadTooLarge',
    message: (request) => `body: larger than the ${sizeText(request.routeOptions.bodyLimit ?? 0)} limit of this call`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: 'unsupportedMediaType', message: () => 'content-type: not supported, send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { kind: 'invalidInput', message: () => 'content-length: does not match the body' },
  FST_ERR_BAD_URL: { kind: 'invalidInput', message: () => 'url: not a valid URL (a malformed %-escape)' },
  FST_ERR_MAX_PARAM_LENGTH: { kind: 'uriTooLong', message: () => 'url: a part of the path is longer than 100 characters' },
};

/**
 * The failure of a 4xx status that Fastify or a plugin (the static files) set: the table's own
 * entry for that status (403 forbidden, 404 not found...), or invalid input.
 */
function failureOfStatus(status: number): FailureName {
  const named = (Object.keys(FailureCode) as FailureName[]).find((name) => FailureCode[name].status === status);
  return named ?? 'invalidInput';
}

/**
 * A request part that broke the zod schema its route declared (route.ts), as the provider reports
 * it: the same 400 as every other bad input, naming the part (`query`, as the client calls it,
 * not Fastify's `querystring`) and the first bad field.
 */
function schemaRefusal(error: FastifyError): ApiError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const first = error.validation[0];
  const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  // The provider gives the issue's path as `/rooms/0/adults`; `/` alone is the part itself.
  const path = !first || first.instancePath === '/' ? [] : first.instancePath.slice(1).split('/');
  return inputRefusal(where, path, first?.message);
}

function sendFailure(raised: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const error = schemaRefusal(raised) ?? raised;
  if (error instanceof RateLimitedError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  if (error instanceof ApiError) {
    return reply.status(error.status).send(failure(error.code, error.message, error.response));
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) {
    const { code, status } = FailureCode[known.kind];
    return reply.status(status).send(failure(code, known.message(request)));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const { code } = FailureCode[failureOfStatus(error.statusCode)];
    return reply.status(error.statusCode).send(failure(code, 'request: ' + safeMessage(error.message)));
  }
  // An answer that broke its own response schema is our fault: logged with the schema's complaint, answered as any other.
  if (isResponseSerializationError(error)) request.log.error({ err: error, issues: error.cause.issues, correlationId: request.id }, 'answer does not match its response schema');
  else request.log.error({ err: error, correlationId: request.id }, 'unexpected error');
  const { code, status } = FailureCode.internal;
  return reply.status(status).send(failure(code, 'Something went wrong on our side. Please try again.'));
}

/**
 * The one error handler: every failure leaves as an envelope with an honest status. Unexpected
 * errors are logged with the request's correlation id and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendFailure);
}

/**
 * For Fastify's `frameworkErrors` option: the errors it raises before any route is found (a
 * malformed %-escape in the URL, a path part over the length limit) go the same way. No hook runs
 * for these, so the correlation id and the security `headers` are set, and the request's log
 * line written, here.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header('correlation-id', request.id);
    sendFailure(error, request, reply);
    request.log.info({ correlationId: request.id, method: request.method, url: null, status: reply.statusCode, reason: error.code }, 'request');
  };
}

function safeMessage(message: string): string {
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
