import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { API_BASE } from '../contract/basePath';
import { PARTNER_BASE } from '../contract/partner';
import type { Config } from './config';
import type { Database } from './db/database';
import { deploymentProfile, type DeploymentProfile } from './deployment';
import { installCompression } from './http/compression';
import { correlationIdOf, installCorrelationId } from './http/correlationId';
import { BODY_LIMITS } from './http/bodyLimits';
import { installJsonBody } from './http/jsonBody';
import { installStorableText } from './http/storableText';
import { answerSerializer, requestValidator } from './http/validate';
import { clientErrorHandler, installRequestTracking } from './http/clientErrors';
import { frameworkErrorHandler, installErrorHandler } from './http/errorHandler';
import { loggedError, maskingStream } from './http/logRedaction';
import { installNotFound } from './http/notFound';
import { fixedSecurityHeaders, installSecurityHeaders } from './http/securityHeaders';
import { installStaticSite } from './http/staticSite';
import { healthRoutes, readinessRoutes } from './modules/health/routes';
import { metricsAccess } from './modules/metrics/access';
import { createMetrics, type Metrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { siteRoutes } from './modules/site/routes';
import { installSessionResolver } from './modules/session/plugin';
import { sessionRepo } from './modules/session/repo';
import { sessionRoutes } from './modules/session/routes';
import { guestLimit } from './modules/session/guestLimit';
import { proofOfWorkSecret } from './modules/challenge/keys';
import { proofOfWork } from './modules/challenge/proofOfWork';
import { liveSessions, noLiveSessions } from './modules/session/liveSessions';
import { touchesAtOnce, touchesBehind } from './modules/session/touches';
import { sessionService, type CallerSession, type SessionService } from './modules/session/service';
import { createOtpDelivery } from './adapters/notify';
import { devRoutes } from './modules/identity/devRoutes';
import { oneTimeCodes } from './modules/identity/codes';
import { identityLinks } from './modules/identity/linking';
import { identityLinkRoutes } from './modules/identity/linkRoutes';
import { identityRepo } from './modules/identity/repo';
import { identityRoutes } from './modules/identity/routes';
import { identityService } from './modules/identity/service';
import { wishlistRepo } from './modules/wishlist/repo';
import { savedHotelsKept, savedHotelsRead } from './modules/wishlist/savedHotels';
import { wishlistRoutes } from './modules/wishlist/routes';
import { wishlistService } from './modules/wishlist/service';
import { bookingRepo } from './modules/bookings/repo';
import { bookingRoutes } from './modules/bookings/routes';
import { bookingService, type BookingService } from './modules/bookings/service';
import { stayDevRoutes } from './modules/reviews/devRoutes';
import { stayReviewRoutes } from './modules/reviews/routes';
import { stayReviewRepo } from './modules/reviews/stayReviewRepo';
import { stayReviewService } from './modules/reviews/stayReviews';
import { createPaymentGateway, type PaymentSandbox } from './adapters/payments';
import { createMailer } from './adapters/mail';
import { accountRepo } from './modules/account/repo';
import { documentRepo } from './modules/documents/repo';
import { documentRoutes } from './modules/documents/routes';
import { documentService } from './modules/documents/service';
import { mailboxRoutes } from './modules/notifications/devRoutes';
import { notificationService, type NotificationService } from './modules/notifications/service';
import { accountRoutes } from './modules/account/routes';
import { accountService } from './modules/account/service';
import { paymentRepo } from './modules/payments/repo';
import { paymentRoutes } from './modules/payments/routes';
import { paymentService, type PaymentService } from './modules/payments/service';
import { ledgerRepo } from './modules/money/ledger';
import { refundSender } from './modules/money/refunds';
import { moneyService, type MoneyService } from './modules/money/service';
import { firstPictureFinder } from './modules/catalogue/firstPicture';
import { ariPush } from './modules/partner/ariPush';
import { partnerKeys } from './modules/partner/keys';
import { partnerRoutes } from './modules/partner/routes';
import { adminRoutes } from './modules/admin/routes';
import { ADMIN_BASE } from './modules/admin/adminFile';
import { openCatalogue } from './modules/catalogue/module';
import { cityRoutes } from './modules/cities/routes';
import { cityService } from './modules/cities/service';
import { hotelRoutes } from './modules/hotels/routes';
import { hotelService } from './modules/hotels/service';
import { mediaRoutes } from './modules/media/routes';
import { placesRepo } from './modules/places/repo';
import { placesRoutes } from './modules/places/routes';
import { placesService } from './modules/places/service';
import { reviewRoutes } from './modules/reviews/routes';
import { reviewService } from './modules/reviews/service';
import { inlineWriter, threadedWriter } from './modules/search/answerWriter';
import { benchCeilingRoute } from './modules/search/benchCeiling';
import { searchRoutes } from './modules/search/routes';
import { searchService } from './modules/search/service';
import { searchStore } from './modules/catalogue/searchStore';
import type { WishlistLookup } from './modules/search/wishlist';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Overrides the clock (tests of expiry). */
  clock?: () => Date;
  /** Where the JSON log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Opens the operator's admin routes on this machine to this token (a server that owns its embedded database: admin/adminFile.ts). */
  adminToken?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue and search service (later modules tell it when they change allotment). */
    catalogue: CatalogueServices;
    /** Device-token sessions (tests write their last request times with `sessions.flush`). */
    sessions: SessionService;
    /** Bookings (main.ts runs its hold release; tests run it after moving the clock). */
    bookings: BookingService;
    /** Whether this server owns its database or shares it, and what follows from that. */
    deployment: DeploymentProfile;
    /** Payments (the background jobs run its reconciliation and refunds). */
    payments: PaymentService;
    /** The local payment sandbox's test keys and faults, when it runs (tests sign its webhooks with them, and make it refuse refunds). */
    paymentSandbox: PaymentSandbox | null;
    /** The books: the ledger, its audit (a background job runs it hourly), and sending a refused refund again. */
    money: MoneyService;
    /** Booking e-mails (main.ts runs their sending; tests run it and read the mailbox). */
    notifications: NotificationService;
    /** The Prometheus series (each background job's runs are reported to it, and the money audit's outcome). */
    metrics: Metrics;
  }
}

/** Builds the whole server: API under the base path plus the built site. Used by main.ts and tests. */
export async function buildApp({ config, db, clock, logStream, adminToken }: AppDeps): Promise<FastifyInstance> {
  const securityHeaders = fixedSecurityHeaders(config);
  const { headersMs, requestMs, idleMs } = config.clientTimeouts;
  const app: FastifyInstance = Fastify({
    logger: { level: config.logLevel, serializers: { err: (error: unknown) => loggedError(error) }, stream: maskingStream(logStream ?? process.stdout) },
    // One structured line per request is written by our own hook (with the correlation id).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: correlationIdOf,
    bodyLimit: BODY_LIMITS.other,
    trustProxy: config.trustProxy,
    // Slow clients (config.ts): Node checks the running requests against these every half second.
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: 500 },
    // Errors raised before a route runs answer like every other failure.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders, () => app.log),
  });

  installCorrelationId(app);
  installRequestTracking(app);
  // Before any route, so that every route (and the not-found answer) is counted.
  app.decorate('metrics', createMetrics(app, db));
  installSecurityHeaders(app, config);
  installErrorHandler(app);
  // A route's `schema` holds zod schemas (the contract's), never JSON Schema: Fastify checks and writes through them.
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(answerSerializer);
  installJsonBody(app);
  installStorableText(app);
  await installCompression(app);

  const now = clock ?? (() => new Date());
  // Decided here, once: the modules are handed what follows from it.
  const profile = deploymentProfile(db, config.dataDir);
  app.decorate('deployment', profile);
  const sessionRows = sessionRepo(db.orm);
  const touchesFailed = (error: unknown) => app.log.error({ err: error }, 'could not record sessions\' last requests; trying again');
  const sessions = sessionService(
    sessionRows,
    {
      guestHours: config.guestSessionHours,
      userIdleMinutes: config.userSessionIdleMinutes,
      userMaxHours: config.userSessionMaxHours,
    },
    now,
    profile.keepsSessions ? liveSessions() : noLiveSessions,
    profile.touchesBehindMs === undefined ? touchesAtOnce(sessionRows) : touchesBehind(sessionRows, touchesFailed, profile.touchesBehindMs),
  );
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.flush());
  installSessionResolver(app, sessions);
  const delivery = createOtpDelivery(config, app.log);
  app.addHook('onClose', async () => delivery.close());
  const identityRows = identityRepo(db.orm);
  const proofs = proofOfWork({ orm: db.orm, secret: await proofOfWorkSecret(db.orm, config.proofOfWorkSecret), clock: now });
  const codes = oneTimeCodes({ repo: identityRows, delivery, otpSecret: config.otpSecret, log: app.log, clock: now, proofs });
  const identity = identityService({ repo: identityRows, codes, sessions, clock: now });
  // Search, trending and detail answers flag the hotels the caller's user has saved.
  const wishlistRows = wishlistRepo(db.orm);
  const readSaved = (userId: string) => wishlistRows.savedSet(userId);
  const saved = profile.keepsSavedHotels ? savedHotelsKept(readSaved) : savedHotelsRead(readSaved);
  const wishlistOf = (session: CallerSession | null) => saved.of(session?.kind === 'user' ? session.userId : null);
  const catalogue = await openCatalogueServices({ db, profile, config, clock: now, log: app.log, wishlistOf });
  app.decorate('catalogue', catalogue);
  app.addHook('onClose', async () => catalogue.close());
  const wishlist = wishlistService(wishlistRows, saved, wishlistCatalogue(catalogue), now);
  const ledger = ledgerRepo(db.orm);
  const account = accountService({ repo: accountRepo(db.orm), clock: now, forgetSessions: (ids) => sessions.forget(ids), forgetUser: (userId) => saved.changed(userId) });
  const stayReviewRows = stayReviewRepo(db.orm);
  const links = identityLinks({ repo: identityRows, codes, clock: now, profileOf: (userId) => account.profile(userId) });
  const bookings = bookingService({
    repo: bookingRepo(db.orm), search: catalogue.search, clock: now, supplyChanged: catalogue.supplyChanged,
    refundDue: () => refunds.soon(),
    refundsOf: ledger.refundsOf,
    travellerOf: (userId) => account.profile(userId),
    ratedAmong: (bookingIds) => stayReviewRows.ratedAmong(bookingIds),
  });
  app.decorate('bookings', bookings);
  const paymentRows = paymentRepo(db.orm);
  const { gateway, sandbox } = await createPaymentGateway(app, config.payments, db.orm);
  app.decorate('paymentSandbox', sandbox);
  const refunds = refundSender({ orm: db.orm, ledger, gateway, clock: now, log: app.log });
  // Refunds sent after answering (a cancellation's, a duplicate capture's) end before the database closes.
  app.addHook('onClose', async () => refunds.idle());
  const payments = paymentService({
    repo: paymentRows, gateway, refunds, ownBooking: bookings.ownBooking, readyForPayment: bookings.readyForPayment, clock: now, log: app.log,
  });
  app.decorate('payments', payments);
  app.decorate('money', moneyService({ orm: db.orm, ledger, refunds, provider: gateway, clock: now, log: app.log }));
  const documents = documentService({ repo: documentRepo(db.orm), ownBooking: bookings.ownBooking, catalogue: catalogue.shared, supplier: config.supplier, clock: now });
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const notifications = notificationService({ orm: db.orm, mailer, voucherOf: documents.voucherOf, booking: bookings.find, refundsOf: ledger.refundsOf, clock: now, log: app.log });
  app.decorate('notifications', notifications);
  if (delivery.outbox && !config.production) devRoutes(app, delivery.outbox, identityRows.rewind);
  if (delivery.outbox && !config.production) stayDevRoutes(app, db.orm, now);
  const stayReviews = stayReviewService({ repo: stayReviewRows, ownBooking: bookings.ownBooking, clock: now, seed: config.catalogue.seed, hotelChanged: catalogue.supplyChanged });
  if (mailer.kind === 'mailbox' && !config.production) mailboxRoutes(app, notifications, delivery.outbox);
  // Generated pictures and imported photos, at the root.
  mediaRoutes(app, catalogue.shared, catalogue.repo.photo);

  const searchThread = () => catalogue.search.writer.status;
  healthRoutes(app, db, searchThread);
  readinessRoutes(app, db, () => catalogue.feed.listening);
  const metricsAccessRule = metricsAccess(config);
  if (metricsAccessRule.kind === 'off') app.log.warn('METRICS_TOKEN is unset: GET /metrics is off in production (answers 404); set it to let Prometheus in');
  else metricsRoutes(app, app.metrics, metricsAccessRule);
  await app.register(
    async (api) => {
      healthRoutes(api, db, searchThread);
      siteRoutes(api, config, payments.gateway.checkout);
      sessionRoutes(api, sessions, guestLimit(sessionRows, { perHour: config.guestTokensPerHour, ceiling: config.guestTokensCeiling }, proofs, now), proofs);
      identityRoutes(api, identity);
      identityLinkRoutes(api, links);
      wishlistRoutes(api, wishlist);
      bookingRoutes(api, bookings);
      stayReviewRoutes(api, stayReviews);
      accountRoutes(api, account);
      documentRoutes(api, documents);
      paymentRoutes(api, payments, (eventId, event) => paymentRows.firstDelivery(eventId, event, now()), (eventId) => paymentRows.forgetDelivery(eventId));
      cityRoutes(api, () => catalogue.cities);
      searchRoutes(api, catalogue.search);
      hotelRoutes(api, catalogue.hotels);
      reviewRoutes(api, catalogue.reviews);
      placesRoutes(api, catalogue.places);
      if (config.benchCeiling) benchCeilingRoute(api, catalogue.search);
    },
    { prefix: API_BASE },
  );

  await app.register(
    async (partner) =>
      partnerRoutes(partner, {
        db,
        keys: partnerKeys(db),
        push: ariPush({ db, clock: now, supplyChanged: catalogue.reload, counted: app.metrics.partnerUpdates }),
      }),
    { prefix: PARTNER_BASE },
  );

  if (adminToken) await app.register(async (admin) => adminRoutes(admin, db, adminToken, now), { prefix: ADMIN_BASE });

  installNotFound(app, await installStaticSite(app, config.webRoot, firstPictureFinder(catalogue.shared)));
  return app;
}

/**
 * The shared catalogue and the services built on it: search (with its answer thread and the
 * searches kept for detail and booking calls), city and theme suggestions, hotel pages, reviews
 * and nearby places. One object, as the routes, the jobs and the tests reach them.
 */
async function openCatalogueServices(deps: {
  db: Database;
  profile: DeploymentProfile;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
  wishlistOf: WishlistLookup;
}) {
  const { db, profile, config, clock, log, wishlistOf } = deps;
  const catalogue = await openCatalogue({ db, profile, clock, log });
  const store = catalogue.shared;
  const inline = inlineWriter(store);
  const writer = config.searchThread ? threadedWriter(store, inline, log) : inline;
  // Both threads search from the places as they are now.
  catalogue.onPlacesChanged((placesJson) => writer.placesChanged(placesJson));
  const searches = searchStore(catalogue.repo, clock, (error) => log.error({ err: error }, 'could not store hotel searches'), profile.searchFlushAfterMs);
  const search = searchService({ catalogue: store, store: searches, writer, clock, wishlistOf });
  const places = placesService(placesRepo(db));
  let cities = { of: store.places, service: cityService(store.places, store) };
  return {
    ...catalogue,
    /** Searches kept for their detail and booking calls. */
    store: searches,
    search,
    /** City and theme suggestions, built again when the places change. */
    get cities() {
      if (cities.of !== store.places) cities = { of: store.places, service: cityService(store.places, store) };
      return cities.service;
    },
    hotels: hotelService(search, clock),
    reviews: reviewService(store, config.catalogue.seed, catalogue.seededOn, stayReviewRepo(db.orm).ofHotel),
    places,
    /**
     * Once the server is up (main.ts): starts the search thread (answers are written here until
     * it is ready) and reads the nearby places.
     */
    start: () => {
      writer.start();
      places.warm();
    },
    close: async () => {
      await catalogue.close();
      await writer.close();
      await searches.close();
    },
  };
}
type CatalogueServices = Awaited<ReturnType<typeof openCatalogueServices>>;

/**
 * What the wishlist needs from the catalogue: does a hotel exist, and hotels as search answers
 * them (priced for the default stay; sold-out ones kept with empty prices).
 */
function wishlistCatalogue(catalogue: CatalogueServices) {
  return {
    exists: async (hotelId: string) => catalogue.shared.hasHotel(hotelId),
    cards: async (hotelIds: string[]) =>
      (await catalogue.search.cards(hotelIds, null, true)).map((json) => JSON.parse(json) as { id: string } & Record<string, unknown>),
  };
}
