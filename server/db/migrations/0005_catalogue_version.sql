-- The catalogue's version: a new random value whenever a statement changes the cities, hotels or
-- room types (seeding, or an operator's own SQL). A later start that finds the version it saw
-- last time reads the catalogue texts from its file copy instead of building them in the database
-- (server/modules/catalogue/textsCache.ts). Random, not a counter: a database made afresh must
-- never repeat an old version.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_meta (key, value) VALUES ('catalogue_version', gen_random_uuid()::text)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS cities_changed ON cities;
CREATE TRIGGER cities_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
DROP TRIGGER IF EXISTS hotels_changed ON hotels;
CREATE TRIGGER hotels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotels
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
DROP TRIGGER IF EXISTS room_types_changed ON room_types;
CREATE TRIGGER room_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();

-- A catalogue seeded before this migration gets its first version here.
INSERT INTO catalogue_meta (key, value) VALUES ('catalogue_version', gen_random_uuid()::text)
  ON CONFLICT (key) DO NOTHING;
