import type { Database } from '../../db/database';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import { SEEDED_ON_KEY } from '../../db/seed';
import { storedSearchOf } from './storedSearch';
import { SEARCH_ID_LENGTH } from '../search/optionId';

/** A search id: its batch's id (half its hex digits), then its own part. */
export const SEARCH_BATCH_ID_LENGTH = SEARCH_ID_LENGTH / 2;

/**
 * Searches made together, written as one row: search i has the id `id + owns[i]` and the text
 * `texts[i]` (storedSearch.ts); `expiresAt` (ms) is the latest of their expiries.
 */
export interface SearchBatch {
  id: string;
  createdAt: Date;
  owns: string[];
  texts: string[];
  expiresAt: number;
}

/** A search inside a batch row as rows written before storedSearch.ts hold it. */
interface LegacySearchRow {
  query: NormalisedSearchQuery;
  expiresAt: string;
}

/** Remaining rooms per room type and night; a night without a row has the room type's capacity. */
export type Remaining = Map<string, Map<string, number>>;

/**
 * Booked nights read as one JSON text, `{room type id: {night: remaining}}`, built by the
 * database: the driver then reads one value. The embedded database hands over each row on the
 * request thread, and a partly booked metro has thousands of booked nights: one text costs that
 * thread a fraction of what the rows did.
 */
const bookedNightsJson = (where: string) => `
  select coalesce(json_object_agg(room_type_id, nights), '{}')::text as booked
    from (select room_type_id, json_object_agg(to_char(night, 'YYYY-MM-DD'), total - taken) as nights
            from room_allotments where ${where} group by room_type_id) per_room_type`;

/** The text `bookedNightsJson` reads, as `Remaining`. */
function remainingOf(booked: string): Remaining {
  const remaining: Remaining = new Map();
  for (const [roomTypeId, nights] of Object.entries(JSON.parse(booked) as Record<string, Record<string, number>>)) {
    remaining.set(roomTypeId, new Map(Object.entries(nights)));
  }
  return remaining;
}

async function readRemaining(db: Database, where: string, params: unknown[]): Promise<Remaining> {
  const [row] = await db.rows<{ booked: string }>(bookedNightsJson(where), params);
  return remainingOf(row?.booked ?? '{}');
}

/** `catalogue_meta` key of the catalogue's version, which a trigger renews on every change of cities, hotels or room types (migration 0005). */
const CATALOGUE_VERSION_KEY = 'catalogue_version';

export function catalogueRepo(db: Database) {
  const meta = async (key: string): Promise<string | undefined> =>
    (await db.rows<{ value: string }>('select value from catalogue_meta where key = $1', [key]))[0]?.value;
  return {
    /**
     * The day the catalogue was seeded (YYYY-MM-DD). A catalogue seeded before that was recorded
     * takes `today` once, and keeps it.
     */
    async seededOn(today: string): Promise<string> {
      await db.rows(`insert into catalogue_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [SEEDED_ON_KEY, today]);
      return (await meta(SEEDED_ON_KEY)) ?? today;
    },
    /** An imported photo in one size (WebP bytes), or null. */
    async photo(key: string, size: string): Promise<Buffer | null> {
      const [row] = await db.rows<{ bytes: Uint8Array }>('select bytes from catalogue_photos where key = $1 and size = $2', [key, size]);
      return row ? Buffer.from(row.bytes) : null;
    },
    /** The catalogue's current version (textsCache.ts keeps its copy for one version). */
    catalogueVersion: () => meta(CATALOGUE_VERSION_KEY),
    /** Booked allotment of every room type of a city, every night from `from` on. */
    async allotmentOfCity(cityId: number, from: string): Promise<Remaining> {
      return readRemaining(db, 'city_id = $1 and night >= $2', [cityId, from]);
    },
    /** Booked allotment of the room types of some hotels over the nights [from, to). */
    async allotmentOfHotels(hotelIds: string[], from: string, to: string): Promise<Remaining> {
      if (hotelIds.length === 0) return new Map();
      return readRemaining(db, 'hotel_id = any($1::text[]) and night >= $2 and night < $3', [hotelIds, from, to]);
    },
    /**
     * One batch of searches as one row (searchStore.ts): a JSON object of text, which the database
     * stores without parsing (migration 0006). Batch ids are random; should one come back (after
     * its searches expired, or never in practice), the two batches are merged.
     */
    async insertSearchBatch(batch: SearchBatch): Promise<void> {
      if (batch.owns.length === 0) return;
      // The row's JSON object: own id -> the search's text (an array), written around the texts.
      const entries = batch.owns.map((own, i) => `${JSON.stringify(own)}:${batch.texts[i]}`);
      await db.rows(
        `insert into hotel_search_batches (id, searches, created_at, expires_at) values ($1, $2, $3::timestamptz, $4::timestamptz)
           on conflict (id) do update set searches = (hotel_search_batches.searches::jsonb || excluded.searches::jsonb)::text,
             expires_at = greatest(hotel_search_batches.expires_at, excluded.expires_at)`,
        [batch.id, `{${entries.join(',')}}`, batch.createdAt.toISOString(), new Date(batch.expiresAt).toISOString()],
      );
    },
    /** A stored search by its whole id (batch id, then its own part), expired or not; undefined if it cannot be read. */
    async findSearch(id: string): Promise<{ query: NormalisedSearchQuery; expiresAt: Date } | undefined> {
      const [row] = await db.rows<{ search: unknown }>(
        'select searches::jsonb -> $2 as search from hotel_search_batches where id = $1',
        [id.slice(0, SEARCH_BATCH_ID_LENGTH), id.slice(SEARCH_BATCH_ID_LENGTH)],
      );
      const search = typeof row?.search === 'string' ? (JSON.parse(row.search) as unknown) : row?.search;
      if (Array.isArray(search)) {
        const stored = storedSearchOf(search);
        return stored && { query: stored.query, expiresAt: new Date(stored.expiresAt) };
      }
      // Written before storedSearch.ts: the query and an ISO expiry.
      const legacy = search as LegacySearchRow | null | undefined;
      return legacy?.query ? { query: legacy.query, expiresAt: new Date(legacy.expiresAt) } : undefined;
    },
  };
}
export type CatalogueRepo = ReturnType<typeof catalogueRepo>;
