import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id is the client's `correlation-id` when it is sane, else a fresh one. */
export function correlationIdOf(request: IncomingMessage): string {
  const given = request.headers['correlation-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
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
