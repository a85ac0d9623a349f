import type { Database } from '../../db/database';
import type { NormalisedSearchQuery } from '../../../contract/searchQuery';
import { SEEDED_ON_KEY } from '../../db/catalogueMeta';
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
    /** The catalogue's own random id, made the first time it is asked for: a copy of the catalogue is of one database's (storeImage.ts). */
    async catalogueId(): Promise<string> {
      await db.rows(`insert into catalogue_meta (key, value) values ('catalogue_id', gen_random_uuid()::text) on conflict (key) do nothing`);
      return (await meta('catalogue_id'))!;
    },
    /** The newest transaction whose change-feed rows housekeeping removed, if any (jobs/housekeeping.ts). */
    changesTrimmedTo: () => meta('changes_trimmed_to'),
    /** An imported photo in one size (WebP bytes), or null. */
    async photo(key: string, size: string): Promise<Buffer | null> {
      const [row] = await db.rows<{ bytes: Uint8Array }>('select bytes from catalogue_photos where key = $1 and size = $2', [key, size]);
      return row ? Buffer.from(row.bytes) : null;
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
