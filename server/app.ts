import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE } from '../contract/basePath';
import type { Config } from './config';
import type { Database } from './db/database';
import { correlationIdOf, installCorrelationId } from './http/correlationId';
import { installErrorHandler } from './http/errorHandler';
import { installNotFound } from './http/notFound';
import { installSecurityHeaders } from './http/securityHeaders';
import { installStaticSite } from './http/staticSite';
import { healthRoutes } from './modules/health/routes';
import { installSessionResolver } from './modules/session/plugin';
import { sessionRepo } from './modules/session/repo';
import { sessionRoutes } from './modules/session/routes';
import { sessionService } from './modules/session/service';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Overrides the clock (tests of expiry). */
  clock?: () => Date;
}

/** Builds the whole server: API under the base path plus the built site. Used by main.ts and tests. */
export async function buildApp({ config, db, clock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    disableRequestLogging: true,
    genReqId: correlationIdOf,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  installCorrelationId(app);
  installSecurityHeaders(app, config);
  installErrorHandler(app);

  const sessions = sessionService(sessionRepo(db.orm), { guestHours: config.guestSessionHours }, clock);
  installSessionResolver(app, sessions);

  healthRoutes(app, db);
  await app.register(
    async (api) => {
      healthRoutes(api, db);
      sessionRoutes(api, sessions);
    },
    { prefix: API_BASE },
  );

  const servesSite = await installStaticSite(app, config.webRoot);
  installNotFound(app, servesSite);
  return app;
}
