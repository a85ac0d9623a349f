import type { FastifyInstance } from 'fastify';
import { FailureCode } from '../../../contract/failureCodes';
import { failure } from '../../http/envelope';
import { bearerMatches, type MetricsAccess } from './access';
import type { Metrics } from './metrics';

/** GET /metrics: every series in Prometheus's text format, to whoever `access` lets in (access.ts). */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, access: Exclude<MetricsAccess, { kind: 'off' }>): void {
  app.get('/metrics', async (request, reply) => {
    if (access.kind === 'token' && !bearerMatches(request.headers.authorization, access.token)) {
      const { code, status } = FailureCode.unauthenticated;
      return reply.status(status).header('www-authenticate', 'Bearer realm="metrics"').send(failure(code, 'authorization: send the metrics token as Bearer <METRICS_TOKEN>'));
    }
    const { contentType, text } = await metrics.scrape();
    // Each scrape reads the figures afresh: nothing on the way may keep an old one.
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
