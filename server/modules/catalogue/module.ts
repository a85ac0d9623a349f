/**
 * The catalogue and search service, assembled: the shared catalogue (store/), the services built
 * on it and every route they answer. app.ts calls `openCatalogue` once and registers the routes.
 */
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
import { stayReviewRepo } from '../reviews/stayReviewRepo';
import { searchRoutes } from '../search/routes';
import { searchService } from '../search/service';
import { inlineWriter, threadedWriter } from '../search/answerWriter';
import type { WishlistLookup } from '../search/wishlist';
import { dayNumber, todayInIndia } from '../../../domain/dates';
import { catalogueRepo, type CatalogueRepo } from './repo';
import { MAX_AGE_DAYS, readImage, writeImage, type ImageMeta } from './store/storeImage';
import { searchStore } from './searchStore';
import { CatalogueStore } from './store/catalogueStore';
import { readPlacesJson } from './store/places';
import { SOURCE_PAGE } from './store/hotelSource';
import { changeFeed, feedPositionNow } from './changeFeed';

/**
 * A ring holds 511 nights from the day before its hotel was written, and a stay may need 396 of
 * them: a hotel unchanged for this long is read again (change of any kind rewrites it anyway).
 */
const REFRESH_AFTER_DAYS = 14;
const REFRESH_EVERY_MS = 10 * 60_000;

export async function openCatalogue(deps: {
  db: Database;
  profile: DeploymentProfile;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
  wishlistOf?: WishlistLookup;
}) {
  const { db, profile, config, clock, log } = deps;
  const today = () => dayNumber(todayInIndia(clock()));
  const repo = catalogueRepo(db);
  const imageFile = profile.catalogueImageFile;
  const { store, from } = await openStore(db, repo, imageFile, today(), log);
  const inline = inlineWriter(store);
  const writer = config.searchThread ? threadedWriter(store, inline, log) : inline;
  const seededOn = await repo.seededOn(todayInIndia(clock()));
  const searches = searchStore(repo, clock, (error) => log.error({ err: error }, 'could not store hotel searches'), profile.searchFlushAfterMs);
  const search = searchService({ catalogue: store, store: searches, writer, clock, ...(deps.wishlistOf ? { wishlistOf: deps.wishlistOf } : {}) });
  const places = placesService(placesRepo(db));
  let cities = { of: store.places, service: cityService(store.places, store) };

  /** Reads these hotels again and writes what changed into the shared catalogue. */
  async function reload(hotelIds: readonly string[]): Promise<void> {
    await store.reload(db, hotelIds, today());
  }

  /** Reads the places again (a city's hotel count changed): both threads then suggest and search from them. */
  async function reloadPlaces(): Promise<void> {
    store.setPlaces(await readPlacesJson(db));
    writer.placesChanged(store.places.json);
  }

  const feed = changeFeed({
    db,
    from,
    log,
    apply: async ({ hotelIds, places: placesChanged }) => {
      if (placesChanged) await reloadPlaces();
      if (hotelIds.length > 0) await reload(hotelIds);
    },
  });
  await feed.start();
  // Hotels nothing changed for a while are read again, a page at a time, before their rings run short.
  const refresh = setInterval(() => {
    const old = store.hotelsWrittenBefore(today() - REFRESH_AFTER_DAYS, SOURCE_PAGE);
    if (old.length) reload(old).catch((error: unknown) => log.error({ err: error }, 'could not read hotels again for the days ahead'));
  }, REFRESH_EVERY_MS);
  refresh.unref();

  return {
    /** The shared catalogue both threads read (store/). */
    shared: store,
    repo,
    /** Searches kept for their detail and booking calls. */
    store: searches,
    search,
    /** A change to this hotel was committed here: this server sells it at once (others hear of it from the feed). */
    supplyChanged: (hotelId: string) => reload([hotelId]),
    /** These hotels changed here (a partner's push): this server sells the change at once. */
    reload,
    /** The change feed (tests wait for it to catch up after writing the database themselves). */
    feed,
    /** City and theme suggestions, built again when the places change. */
    get cities() {
      if (cities.of !== store.places) cities = { of: store.places, service: cityService(store.places, store) };
      return cities.service;
    },
    hotels: hotelService(search, clock),
    reviews: reviewService(store, config.catalogue.seed, seededOn, stayReviewRepo(db.orm).ofHotel),
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
      clearInterval(refresh);
      await feed.close();
      // Where the feed stopped, for the next start to go on from.
      if (imageFile) saveImage(imageFile, store, { catalogueId: await repo.catalogueId(), day: store.oldestWritten, feed: feed.position }, log);
      await writer.close();
      await searches.close();
    },
  };
}
export type Catalogue = Awaited<ReturnType<typeof openCatalogue>>;

/**
 * The shared catalogue: from its file copy when there is a usable one (a later start on the
 * embedded database), else built from the database (then copied, when there is a folder to copy
 * it to); and where the change feed goes on from.
 */
async function openStore(db: Database, repo: CatalogueRepo, imageFile: string | undefined, today: number, log: FastifyBaseLogger) {
  const t0 = performance.now();
  const image = imageFile ? readImage(imageFile) : undefined;
  if (image) {
    const [id, trimmed] = await Promise.all([repo.catalogueId(), repo.changesTrimmedTo()]);
    const why =
      image.meta.catalogueId !== id ? 'it is of another database' :
      today - image.meta.day > MAX_AGE_DAYS ? `it is more than ${MAX_AGE_DAYS} days old` :
      trimmed !== undefined && BigInt(trimmed) >= BigInt(image.meta.feed.xmin) ? 'the change feed no longer holds every change since it was written' : null;
    if (!why) {
      const store = CatalogueStore.restore(image.parts);
      log.info({ file: imageFile, hotels: store.hotelCount, ms: Math.round(performance.now() - t0), arenaMB: Math.round(store.arenaUsed / 1e5) / 10 }, 'catalogue read from its copy');
      return { store, from: image.meta.feed };
    }
    log.info({ file: imageFile, why }, 'not using the copy of the catalogue: reading the database');
  }
  // Taken before the catalogue is read: whatever changes meanwhile, the feed reads again.
  const from = await feedPositionNow(db);
  const store = await CatalogueStore.build(db, await readPlacesJson(db), today);
  log.info({ hotels: store.hotelCount, ms: Math.round(performance.now() - t0), arenaMB: Math.round(store.arenaUsed / 1e5) / 10 }, 'catalogue read from the database');
  if (imageFile) saveImage(imageFile, store, { catalogueId: await repo.catalogueId(), day: store.oldestWritten, feed: from }, log);
  return { store, from };
}

function saveImage(file: string, store: CatalogueStore, meta: ImageMeta, log: FastifyBaseLogger): void {
  const t0 = performance.now();
  try {
    writeImage(file, meta, store.imageParts(), store.arenaUsed);
    log.info({ file, ms: Math.round(performance.now() - t0) }, 'catalogue copy written');
  } catch (error) {
    // A full disk costs the next start its head start, nothing more.
    log.warn({ err: error, file }, 'could not write the copy of the catalogue');
  }
}

/** The catalogue's API routes (under the base path). */
export function catalogueRoutes(api: FastifyInstance, catalogue: Catalogue, config: Config): void {
  cityRoutes(api, () => catalogue.cities);
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
    exists: async (hotelId: string) => catalogue.shared.hasHotel(hotelId),
    cards: async (hotelIds: string[]) =>
      (await catalogue.search.cards(hotelIds, null, true)).map((json) => JSON.parse(json) as { id: string } & Record<string, unknown>),
  };
}

/** Generated pictures and imported photos, at the root. */
export function catalogueMediaRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  mediaRoutes(app, catalogue.shared, catalogue.repo.photo);
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
