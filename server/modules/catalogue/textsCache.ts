/**
 * A file copy of the catalogue texts, so that a later start of the embedded database does not
 * build them again (the three `json_agg` queries are the largest part of PGlite's work at a start).
 *
 * The copy is valid for one catalogue version (`catalogue_meta.catalogue_version`), which a
 * trigger replaces with a new random value whenever a statement changes the cities, hotels or
 * room types (migration 0005). A start whose version differs, or whose copy is missing, cut short
 * or unreadable, reads the texts from the database and writes a new copy meanwhile (the start
 * does not wait for the write).
 *
 * The file: a first line naming the format, a line with the version, a line with the three texts'
 * sizes in bytes, then the three texts one after the other (UTF-8).
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';
import { readCatalogueTexts, type CatalogueTexts } from './readModel';
import { catalogueRepo } from './repo';

const FORMAT = 'padaav catalogue texts 1';
export const TEXTS_CACHE_FILE = 'catalogue-texts.cache';

export interface LoadedTexts {
  texts: CatalogueTexts;
  from: 'file' | 'database';
  /** Done once a new copy is written (or could not be): nothing waits for it but tests. */
  saved: Promise<void>;
}

/**
 * The catalogue texts: from `file` when it holds the current version, else from the database
 * (a new copy is then written to `file`; `onError` hears of a copy that could not be written).
 */
export async function loadCatalogueTexts(db: Database, file: string, onError: (error: unknown) => void = () => undefined): Promise<LoadedTexts> {
  const { catalogueVersion } = catalogueRepo(db);
  const version = await catalogueVersion();
  const copied = version === undefined ? undefined : await readCopy(file, version);
  if (copied) return { texts: copied, from: 'file', saved: Promise.resolve() };
  const texts = await readCatalogueTexts(db);
  // Written only if nothing changed the catalogue while it was read.
  const saved = version !== undefined && (await catalogueVersion()) === version ? writeCopy(file, version, texts).catch(onError) : Promise.resolve();
  return { texts, from: 'database', saved };
}

/** The texts in `file` if it is a whole copy of `version`. */
async function readCopy(file: string, version: string): Promise<CatalogueTexts | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const lines: string[] = [];
  let at = 0;
  while (lines.length < 3) {
    const end = bytes.indexOf(10, at);
    if (end < 0 || end - at > 200) return undefined;
    lines.push(bytes.toString('utf8', at, end));
    at = end + 1;
  }
  const [format, copiedVersion, sizeLine] = lines as [string, string, string];
  if (format !== FORMAT || copiedVersion !== version || !/^\d+ \d+ \d+$/.test(sizeLine)) return undefined;
  const [cities, hotels, rooms] = sizeLine.split(' ').map(Number) as [number, number, number];
  if (at + cities + hotels + rooms !== bytes.length) return undefined;
  return {
    cities: bytes.toString('utf8', at, at + cities),
    hotels: bytes.toString('utf8', at + cities, at + cities + hotels),
    rooms: bytes.toString('utf8', at + cities + hotels, bytes.length),
  };
}

/** Writes the copy beside its place and moves it in, so a reader never sees half a file. */
async function writeCopy(file: string, version: string, texts: CatalogueTexts): Promise<void> {
  const parts = [texts.cities, texts.hotels, texts.rooms].map((text) => Buffer.from(text, 'utf8'));
  const head = Buffer.from(`${FORMAT}\n${version}\n${parts.map((p) => p.length).join(' ')}\n`, 'utf8');
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(partial, Buffer.concat([head, ...parts]));
    await rename(partial, file);
  } catch (error) {
    // A full disk must not leave half a copy lying about.
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Where the copy lives: in the embedded database's own folder (a server that owns its database,
 * server/deployment.ts); none for a database in memory.
 */
export function textsCacheFile(dataDir: string): string | undefined {
  return dataDir && !dataDir.includes('://') ? path.join(dataDir, TEXTS_CACHE_FILE) : undefined;
}
