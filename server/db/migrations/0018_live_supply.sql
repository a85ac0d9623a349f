-- Live supply (docs/partner-api.md, docs/catalogue.md): what each room type sells night by night,
-- the codes partners name it by, their keys, and the feed of catalogue changes every server hears.

-- Every hotel and room type has a code a partner can name. An imported one keeps the operator's;
-- a generated one gets PDV-{id} and RT{position}. `imported` now says where a hotel came from
-- (it used to be read from whether it had a code).
ALTER TABLE hotels ADD COLUMN IF NOT EXISTS imported boolean NOT NULL DEFAULT false;
UPDATE hotels SET imported = true WHERE code IS NOT NULL AND NOT imported;
UPDATE hotels SET code = 'PDV-' || id WHERE code IS NULL;
ALTER TABLE hotels ALTER COLUMN code SET NOT NULL;
UPDATE room_types SET code = 'RT' || position WHERE code IS NULL;
ALTER TABLE room_types ALTER COLUMN code SET NOT NULL;
-- A rate plan's partner code: the file's, or its meal and refundability (BB-R, BB-NR).
UPDATE room_types SET plans = (
  SELECT jsonb_agg(p || jsonb_build_object('partnerCode', (p->>'meal') || CASE WHEN (p->>'refundable')::boolean THEN '-R' ELSE '-NR' END) ORDER BY n)
    FROM jsonb_array_elements(plans) WITH ORDINALITY AS e(p, n))
 WHERE plans <> '[]'::jsonb AND NOT (plans->0 ? 'partnerCode');

-- Rates and restrictions by night, one row per room type and rate plan. `nights` holds night_count
-- nights from first_night, deflated (server/modules/catalogue/calendar/nightsBytes.ts): per
-- night the base fare of one room for two adults on that plan, meals included, before GST, in
-- paise as a 32-bit integer (0: no rate, not sold); then per night a byte of restrictions (the
-- minimum stay in its low 5 bits; 32 stop-sell, 64 closed to arrival, 128 closed to departure).
-- The rooms to sell each night stay in room_allotments.total, beside what is taken.
CREATE TABLE IF NOT EXISTS rate_calendars (
  room_type_id text NOT NULL REFERENCES room_types(id),
  plan_code    text NOT NULL,
  hotel_id     text NOT NULL REFERENCES hotels(id),
  first_night  date NOT NULL,
  night_count  integer NOT NULL CHECK (night_count BETWEEN 0 AND 1200),
  nights       bytea NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_type_id, plan_code)
);
CREATE INDEX IF NOT EXISTS rate_calendars_hotel_idx ON rate_calendars (hotel_id);

-- Partner API keys (npm run partner:key): only a key's SHA-256 is kept; a key reads and writes
-- only the hotels it is given.
CREATE TABLE IF NOT EXISTS partner_keys (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  secret_hash  text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE TABLE IF NOT EXISTS partner_key_hotels (
  key_id   text NOT NULL REFERENCES partner_keys(id),
  hotel_id text NOT NULL REFERENCES hotels(id),
  PRIMARY KEY (key_id, hotel_id)
);
-- The last `sequence` a key applied to a night of a rate plan ('' for the room type's rooms):
-- an older one is stale there.
CREATE TABLE IF NOT EXISTS ari_sequences (
  key_id       text NOT NULL,
  room_type_id text NOT NULL,
  plan_code    text NOT NULL,
  night        date NOT NULL,
  sequence     bigint NOT NULL,
  PRIMARY KEY (key_id, room_type_id, plan_code, night)
);
-- Idempotency-Key of partner calls: the same key and body answer the first answer again.
CREATE TABLE IF NOT EXISTS partner_requests (
  key_id          text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  status          integer NOT NULL,
  response        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key_id, idempotency_key)
);

-- The catalogue's change feed (server/modules/catalogue/feed/): every statement that changes
-- cities, hotels, room types, calendars or allotment adds a row naming the hotels it touched, in
-- its own transaction, and notifies `catalogue_changes`. Servers read the rows of transactions
-- they have not seen yet (by `xid`), so a missed notification is caught up on.
CREATE TABLE IF NOT EXISTS catalogue_changes (
  id        bigserial PRIMARY KEY,
  xid       xid8 NOT NULL DEFAULT pg_current_xact_id(),
  at        timestamptz NOT NULL DEFAULT now(),
  what      text NOT NULL,
  hotel_ids text[]
);
CREATE INDEX IF NOT EXISTS catalogue_changes_xid_idx ON catalogue_changes (xid);

-- The trigger's arguments: the column naming the hotel, and which transition table to read.
CREATE OR REPLACE FUNCTION catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_NARGS = 0 THEN
    INSERT INTO catalogue_changes (what) VALUES (TG_TABLE_NAME);
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM %I', TG_ARGV[0], TG_ARGV[1]) INTO ids;
    IF ids IS NULL THEN RETURN NULL; END IF;
    INSERT INTO catalogue_changes (what, hotel_ids) VALUES (TG_TABLE_NAME, ids);
  END IF;
  PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS cities_changed ON cities;
CREATE TRIGGER cities_changed AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
DROP TRIGGER IF EXISTS hotels_changed ON hotels;
DROP TRIGGER IF EXISTS room_types_changed ON room_types;
CREATE TRIGGER hotels_insert_changed AFTER INSERT ON hotels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('id', 'new_rows');
CREATE TRIGGER hotels_update_changed AFTER UPDATE ON hotels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('id', 'new_rows');
CREATE TRIGGER hotels_delete_changed AFTER DELETE ON hotels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('id', 'old_rows');
CREATE TRIGGER room_types_insert_changed AFTER INSERT ON room_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER room_types_update_changed AFTER UPDATE ON room_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER room_types_delete_changed AFTER DELETE ON room_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'old_rows');
CREATE TRIGGER rate_calendars_insert_changed AFTER INSERT ON rate_calendars REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER rate_calendars_update_changed AFTER UPDATE ON rate_calendars REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER rate_calendars_delete_changed AFTER DELETE ON rate_calendars REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'old_rows');
CREATE TRIGGER room_allotments_insert_changed AFTER INSERT ON room_allotments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER room_allotments_update_changed AFTER UPDATE ON room_allotments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'new_rows');
CREATE TRIGGER room_allotments_delete_changed AFTER DELETE ON room_allotments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed('hotel_id', 'old_rows');
DROP FUNCTION IF EXISTS catalogue_changed();
DELETE FROM catalogue_meta WHERE key = 'catalogue_version';
