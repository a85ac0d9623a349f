import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const freshCorrelationId = (): string => randomUUID();

/** The request id is the client's `correlation-id` when it is sane, else a fresh one. */
export function correlationIdOf(request: IncomingMessage): string {
  const given = request.headers['correlation-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : freshCorrelationId();
}

/**
 * The client's sane `correlation-id` in the raw text of a request the HTTP parser refused (its
 * headers as far as they arrived), or undefined.
 */
export function correlationIdFromText(raw: string): string | undefined {
  const head = raw.split('\r\n\r\n', 1)[0] ?? '';
  const value = /(?:^|\r\n)correlation-id:[ \t]*([^\r\n]*?)[ \t]*(?:\r\n|$)/i.exec(head)?.[1];
  return value && SAFE_ID.test(value) ? value : undefined;
}

/** Echoes the id on every response and writes one structured log line per request. */
export function installCorrelationId(app: FastifyInstance<RawServerDefault>): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('correlation-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        correlationId: request.id,
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
