/**
 * The catalogue and search service, assembled: the in-memory read model, the services built on
 * it and every route they answer. app.ts calls `openCatalogue` once and registers the routes.
 */
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hotelSearchRequest } from '../../../contract/search';
import type { Config } from '../../config';
import { parseInput } from '../../http/validate';
import type { Database } from '../../db/database';
import type { DeploymentProfile } from '../../deployment';
import { cityRoutes } from '../cities/routes';
import { cityService } from '../cities/service';
import { hotelRoutes } from '../hotels/routes';
import { hotelService } from '../hotels/service';
import { mediaRoutes } from '../media/routes';
import { placesRepo } from '../places/repo';
import { placesRoutes } from '../places/routes';
import { placesService } from '../places/service';
import { reviewRoutes } from '../reviews/routes';
import { reviewService } from '../reviews/service';
import { searchRoutes } from '../search/routes';
import { searchService } from '../search/service';
import { inlineWriter, threadedWriter } from '../search/answerWriter';
import type { WishlistLookup } from '../search/wishlist';
import { addDays, todayInIndia } from '../../../domain/dates';
import { allotmentSnapshots } from './allotmentSnapshots';
import { buildReadModel, readCatalogueTexts, type CatalogueTexts, type ReadModel } from './readModel';
import { catalogueRepo } from './repo';
import { searchStore } from './searchStore';
import { shareTexts } from './sharedTexts';
import { loadCatalogueTexts } from './textsCache';

export async function openCatalogue(deps: {
  db: Database;
  profile: DeploymentProfile;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
  wishlistOf?: WishlistLookup;
}) {
  const { db, profile, config, clock, log } = deps;
  const { texts, model } = await openReadModel(db, profile.textsCacheFile, log);
  const inline = inlineWriter(model);
  const writer = config.searchThread ? threadedWriter(shareTexts(texts), inline, log) : inline;
  const repo = catalogueRepo(db);
  const seededOn = await repo.seededOn(todayInIndia(clock()));
  const store = searchStore(repo, clock, (error) => log.error({ err: error }, 'could not store hotel searches'), profile.searchFlushAfterMs);
  // From yesterday (India) on: a stay never starts earlier, whatever the server's time zone.
  const allotment = allotmentSnapshots((cityId) => repo.allotmentOfCity(cityId, addDays(todayInIndia(clock()), -1)), profile.allotmentSnapshotTtlMs);
  const search = searchService({ model, repo, allotment, store, writer, clock, ...(deps.wishlistOf ? { wishlistOf: deps.wishlistOf } : {}) });
  const places = placesService(placesRepo(db));
  return {
    model,
    repo,
    store,
    search,
    /** Bookings, holds and releases call this after they change a city's allotment. */
    allotmentChanged: (cityId?: number) => allotment.invalidate(cityId),
    cities: cityService(model),
    hotels: hotelService(search, clock),
    reviews: reviewService(model, config.catalogue.seed, seededOn),
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
      await writer.close();
      await store.close();
    },
  };
}
export type Catalogue = Awaited<ReturnType<typeof openCatalogue>>;

/**
 * The catalogue texts and their read model. With a copy `file` (a server that owns its database),
 * the texts come from it when it is current (textsCache.ts); a copy that does not parse is
 * removed, and the texts are read from the database (which writes a new copy).
 */
async function openReadModel(db: Database, file: string | undefined, log: FastifyBaseLogger): Promise<{ texts: CatalogueTexts; model: ReadModel }> {
  if (!file) {
    const texts = await readCatalogueTexts(db);
    return { texts, model: buildReadModel(texts) };
  }
  const load = () => loadCatalogueTexts(db, file, (error) => log.warn({ err: error }, 'could not save a copy of the catalogue texts'));
  const loaded = await load();
  log.info({ file, from: loaded.from }, 'catalogue texts read');
  try {
    return { texts: loaded.texts, model: buildReadModel(loaded.texts) };
  } catch (error) {
    if (loaded.from === 'database') throw error;
    log.warn({ err: error, file }, 'the copy of the catalogue texts does not parse: reading the database, and replacing the copy');
    await rm(file, { force: true });
    const again = await load();
    return { texts: again.texts, model: buildReadModel(again.texts) };
  }
}

/** The catalogue's API routes (under the base path). */
export function catalogueRoutes(api: FastifyInstance, catalogue: Catalogue, config: Config): void {
  cityRoutes(api, catalogue.cities);
  searchRoutes(api, catalogue.search);
  hotelRoutes(api, catalogue.hotels);
  reviewRoutes(api, catalogue.reviews);
  placesRoutes(api, catalogue.places);
  if (config.benchCeiling) benchCeilingRoute(api, catalogue);
}

/**
 * What the wishlist needs from the catalogue: does a hotel exist, and hotels as search answers
 * them (priced for the default stay; sold-out ones kept with empty prices).
 */
export function wishlistCatalogue(catalogue: Catalogue) {
  return {
    exists: async (hotelId: string) => catalogue.model.hotels.has(hotelId),
    cards: async (hotelIds: string[]) =>
      (await catalogue.search.cards(hotelIds, null, true)).map((json) => JSON.parse(json) as { id: string } & Record<string, unknown>),
  };
}

/** Generated pictures and imported photos, at the root. */
export function catalogueMediaRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  mediaRoutes(app, catalogue.model, catalogue.repo.photo);
}

/**
 * Benchmark only (BENCH_CEILING=1): POST /bench/ceiling answers each search body with the real
 * search answer of that body, made the first time and then sent from a buffer: what the server
 * does when search itself costs nothing, sending the same bytes as the searches it is compared with.
 */
function benchCeilingRoute(api: FastifyInstance, catalogue: Catalogue): void {
  const answers = new Map<string, Buffer>();
  api.post('/bench/ceiling', async (request, reply) => {
    const key = JSON.stringify(request.body);
    let answer = answers.get(key);
    if (!answer) {
      const body = parseInput(hotelSearchRequest, request.body, 'body');
      const lent = await catalogue.search.search(body, null);
      answer = Buffer.from(lent.bytes);
      lent.release();
      answers.set(key, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
