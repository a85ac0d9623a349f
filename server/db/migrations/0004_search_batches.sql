-- Hotel searches are written one row per batch (the searches of a few milliseconds), not one row
-- per search: a row costs the embedded database about as much as a whole batch of queries does.
-- A search id is its batch's id (10 hex digits) followed by its own 10; `searches` maps the own
-- part to the search's normalised query and expiry. Searches live 30 minutes, so the old table's
-- rows are dropped with it.
CREATE TABLE IF NOT EXISTS hotel_search_batches (
  id          text PRIMARY KEY,
  searches    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS hotel_search_batches_expires_idx ON hotel_search_batches (expires_at);
DROP TABLE IF EXISTS hotel_searches;
