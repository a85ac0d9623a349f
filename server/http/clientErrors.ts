import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger, FastifyInstance } from 'fastify';
import { FailureCode, type FailureName } from '../../contract/failureCodes';
import { correlationIdFromText, freshCorrelationId } from './correlationId';
import { failure } from './envelope';

const TRANSFER_ENCODING = 'request: Content-Length and Transfer-Encoding together, or a Transfer-Encoding other than chunked, are refused';

/**
 * What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code, in
 * words a client can act on. Anything else it refuses is a malformed request.
 */
const parserErrors: Record<string, { kind: FailureName; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { kind: 'requestTimeout', message: 'request: it did not arrive in time; send it again' },
  HPE_HEADER_OVERFLOW: { kind: 'headersTooLarge', message: 'headers: larger than the server accepts' },
  HPE_INVALID_METHOD: { kind: 'methodNotAllowed', message: 'method: not supported (GET, HEAD, POST and PUT are)' },
  HPE_UNEXPECTED_CONTENT_LENGTH: { kind: 'invalidInput', message: TRANSFER_ENCODING },
  HPE_INVALID_TRANSFER_ENCODING: { kind: 'invalidInput', message: TRANSFER_ENCODING },
  HPE_INVALID_CONTENT_LENGTH: { kind: 'invalidInput', message: 'content-length: not a valid length' },
};
const malformed = { kind: 'invalidInput' as const, message: 'request: not a well-formed HTTP request' };

/** The correlation id of the request a socket is busy with, noted when Fastify received it. */
const requestOnSocket = new WeakMap<Socket, string>();

/**
 * Answers what the HTTP parser refuses (a stalled request past its time, a request with both
 * Content-Length and Transfer-Encoding, an unknown method, oversized headers...) the way every
 * other answer goes: the failure envelope, the correlation id (the request's own when its headers
 * had arrived) and the security headers; then the socket is closed. Installed as Fastify's
 * `clientErrorHandler`, with `headers` the security headers.
 */
export function clientErrorHandler(headers: Record<string, string>, log: () => FastifyBaseLogger) {
  return (error: ConnectionError, socket: Socket) => {
    // The client has gone already: nothing to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // An answer already on its way on this socket (Node's own check, on its own field): a second
    // one would corrupt it, so the socket is only closed.
    if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const { kind, message } = parserErrors[error.code ?? ''] ?? malformed;
    const { code, status } = FailureCode[kind];
    const correlationId = requestOnSocket.get(socket) ?? correlationIdFromText(rawText(error)) ?? freshCorrelationId();
    const body = JSON.stringify(failure(code, message));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `correlation-id: ${correlationId}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    log().info({ correlationId, status, reason: error.code ?? 'unknown', url: null }, 'request refused before it reached a route');
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    // A client that stopped reading may never take the answer: the socket goes regardless.
    socket.destroySoon();
    setTimeout(() => socket.destroy(), 1_000).unref();
  };
}

/** What the client sent as far as the parser read it (Node gives it as a Buffer). */
function rawText(error: ConnectionError): string {
  const raw: unknown = error.rawPacket;
  return Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
}

/** Notes which request each socket is busy with, for the correlation id of a 408 that cuts it short. */
export function installRequestTracking(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requestOnSocket.set(request.raw.socket, request.id);
  });
  app.addHook('onResponse', async (request) => {
    requestOnSocket.delete(request.raw.socket);
  });
}
