-- A batch's searches are kept as JSON text, not jsonb: the embedded database spent several
-- milliseconds turning each batch (about 30 KB of JSON every 50 ms under load) into jsonb, on the
-- thread that serves requests, and nothing reads a batch but the rare lookup of a search that is
-- no longer in memory (after a restart), which casts its row back to jsonb then. The text is the
-- same JSON object as before, so existing rows carry over as they are.
ALTER TABLE hotel_search_batches ALTER COLUMN searches TYPE text USING searches::text;
