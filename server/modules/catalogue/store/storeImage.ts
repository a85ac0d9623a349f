/**
 * A file copy of the shared catalogue in the embedded database's folder (`catalogue.image`), so
 * that a later start reads its buffers back in a fraction of a second instead of building them
 * from the database, then catches up on the change feed from where the copy stood. It is written
 * after a start that built the catalogue, and when the server stops.
 *
 * A copy is used only when it is whole, of this format, of this database's catalogue
 * (`catalogue_meta.catalogue_id`), younger than MAX_AGE_DAYS (its rings hold the nights from the
 * day it was written) and newer than the change feed's oldest row (housekeeping trims the feed
 * after a day: an older copy could have missed changes). Otherwise the catalogue is built afresh.
 *
 * The file: a line naming the format, a line of JSON (what the copy is of, and the sizes of the
 * parts that follow), then the parts: the places' text, the hotel ids by slot and the city-list
 * order's base rates (JSON), then the header, slot, coordinate, city-list and arena bytes.
 */
import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FeedPosition } from '../changeFeed';
import { ARENA_MAX_BYTES, type CatalogueHandle } from './sharedCatalogue';

export const CATALOGUE_IMAGE_FILE = 'catalogue.image';
const FORMAT = 'padaav catalogue image 1';
/**
 * A copy whose oldest nights are older than this is not used: a ring holds 511 nights from the day
 * before it was written, of which a stay may need up to 396 (catalogueStore.ts).
 */
export const MAX_AGE_DAYS = 60;

/** Where the copy lives: in the embedded database's own folder; none for a database in memory. */
export function catalogueImageFile(dataDir: string): string | undefined {
  return dataDir && !dataDir.includes('://') ? path.join(dataDir, CATALOGUE_IMAGE_FILE) : undefined;
}

/** What a copy is of. */
export interface ImageMeta {
  catalogueId: string;
  /** The day (a day number) its oldest nights were written: its rings hold the nights from the day before. */
  day: number;
  feed: FeedPosition;
}

/** What a store is restored from. */
export interface ImageParts {
  handle: CatalogueHandle;
  /** Hotel ids, by slot. */
  ids: string[];
  /** The base rate each slot's city list sorts it by. */
  cheapest: number[];
  /** The day each slot's nights were written. */
  writtenOn: number[];
}

const TABLE_MAX = 2 ** 28;

/**
 * Writes the copy, synchronously: nothing writes the buffers meanwhile (the request thread is their
 * only writer). Beside its place first, then moved in, so a reader never sees half a file.
 */
export function writeImage(file: string, meta: ImageMeta, parts: ImageParts, arenaUsed: number): void {
  const { handle } = parts;
  const perSlot = { cheapest: parts.cheapest.map((n) => (Number.isFinite(n) ? n : -1)), writtenOn: parts.writtenOn };
  const texts = [handle.places, JSON.stringify(parts.ids), JSON.stringify(perSlot)].map((t) => Buffer.from(t, 'utf8'));
  const buffers = [
    new Uint8Array(handle.header),
    new Uint8Array(handle.slots),
    new Uint8Array(handle.coords),
    new Uint8Array(handle.cityLists),
    new Uint8Array(handle.arena, 0, arenaUsed),
  ];
  const head = Buffer.from(`${FORMAT}\n${JSON.stringify({ ...meta, texts: texts.map((t) => t.length), buffers: buffers.map((b) => b.length) })}\n`, 'utf8');
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  try {
    for (const part of [head, ...texts, ...buffers]) {
      for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, Math.min(part.length - at, 1 << 24));
    }
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, file);
}

/**
 * The copy in `file`, if there is a whole one of this format (the caller checks what it is of):
 * each part read straight into its buffer, so the catalogue is never in memory twice.
 */
export function readImage(file: string): { meta: ImageMeta; parts: ImageParts } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const start = Buffer.alloc(Math.min(size, 64 * 1024));
    readSync(fd, start, 0, start.length, 0);
    const first = start.indexOf(10);
    const second = first < 0 ? -1 : start.indexOf(10, first + 1);
    if (second < 0 || start.toString('utf8', 0, first) !== FORMAT) return undefined;
    let head: ImageMeta & { texts: number[]; buffers: number[] };
    try {
      head = JSON.parse(start.toString('utf8', first + 1, second));
    } catch {
      return undefined;
    }
    const sizes = [...(head.texts ?? []), ...(head.buffers ?? [])];
    if (sizes.length !== 8 || sizes.some((n) => !Number.isInteger(n) || n < 0) || second + 1 + sizes.reduce((a, b) => a + b, 0) !== size) return undefined;
    let at = second + 1;
    const into = (target: Uint8Array) => {
      for (let done = 0; done < target.length; ) {
        const n = readSync(fd, target, done, target.length - done, at + done);
        if (n === 0) throw new RangeError('the catalogue image ended early');
        done += n;
      }
      at += target.length;
    };
    const text = (length: number) => {
      const bytes = Buffer.alloc(length);
      into(bytes);
      return bytes.toString('utf8');
    };
    const [placesText, idsText, perSlotText] = head.texts.map(text) as [string, string, string];
    const shared = (length: number, max: number) => {
      const sab = new SharedArrayBuffer(length, { maxByteLength: Math.max(max, length) });
      into(new Uint8Array(sab));
      return sab;
    };
    const [headerBytes, slotBytes, coordBytes, cityBytes, arenaBytes] = head.buffers as [number, number, number, number, number];
    const header = new SharedArrayBuffer(headerBytes);
    into(new Uint8Array(header));
    const handle: CatalogueHandle = {
      header,
      slots: shared(slotBytes, TABLE_MAX),
      coords: shared(coordBytes, TABLE_MAX * 2),
      cityLists: shared(cityBytes, TABLE_MAX),
      arena: shared(arenaBytes, ARENA_MAX_BYTES),
      places: placesText,
    };
    const { catalogueId, day, feed } = head;
    const perSlot = JSON.parse(perSlotText) as { cheapest: number[]; writtenOn: number[] };
    return { meta: { catalogueId, day, feed }, parts: { handle, ids: JSON.parse(idsText), cheapest: perSlot.cheapest.map((n) => (n < 0 ? Infinity : n)), writtenOn: perSlot.writtenOn } };
  } finally {
    closeSync(fd);
  }
}
