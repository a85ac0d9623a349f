/**
 * The shared catalogue, opened: the store every thread reads (store/), kept up to date from the
 * change feed and read again before its hotels' nights run short. What is built on it (search,
 * suggestions, hotel pages, reviews, places) is wired in app.ts, from what this hands out.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { DeploymentProfile } from '../../deployment';
import { dayNumber, todayInIndia } from '../../../domain/dates';
import { catalogueRepo, type CatalogueRepo } from './repo';
import { MAX_AGE_DAYS, readImage, writeImage, type ImageMeta } from './store/storeImage';
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

export async function openCatalogue(deps: { db: Database; profile: DeploymentProfile; clock: () => Date; log: FastifyBaseLogger }) {
  const { db, profile, clock, log } = deps;
  const today = () => dayNumber(todayInIndia(clock()));
  const repo = catalogueRepo(db);
  const imageFile = profile.catalogueImageFile;
  const { store, from } = await openStore(db, repo, imageFile, today(), log);
  const seededOn = await repo.seededOn(todayInIndia(clock()));
  const placesListeners: Array<(placesJson: string) => void> = [];

  /** Reads these hotels again and writes what changed into the shared catalogue. */
  async function reload(hotelIds: readonly string[]): Promise<void> {
    await store.reload(db, hotelIds, today());
  }

  /** Reads the places again (a city's hotel count changed): whoever suggests or searches from them is told. */
  async function reloadPlaces(): Promise<void> {
    store.setPlaces(await readPlacesJson(db));
    for (const listener of placesListeners) listener(store.places.json);
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
    /** The day the catalogue was first made (generated reviews are dated from it). */
    seededOn,
    /** A change to this hotel was committed here: this server sells it at once (others hear of it from the feed). */
    supplyChanged: (hotelId: string) => reload([hotelId]),
    /** These hotels changed here (a partner's push): this server sells the change at once. */
    reload,
    /** The change feed (tests wait for it to catch up after writing the database themselves). */
    feed,
    /** Tells `listener` the places' JSON each time the places are read again. */
    onPlacesChanged: (listener: (placesJson: string) => void) => void placesListeners.push(listener),
    /** Stops reading changes and keeps a copy of the catalogue for the next start. */
    close: async () => {
      clearInterval(refresh);
      await feed.close();
      // Where the feed stopped, for the next start to go on from.
      if (imageFile) saveImage(imageFile, store, { catalogueId: await repo.catalogueId(), day: store.oldestWritten, feed: feed.position }, log);
    },
  };
}

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
