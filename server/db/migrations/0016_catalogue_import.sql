-- Hotels an operator imports (npm run catalogue:import, docs/catalogue.md) live in the same tables
-- as the generated ones. They keep the operator's own codes, so importing a file again updates
-- them in place, and their photos, re-encoded in the sizes the pages use.
ALTER TABLE hotels ADD COLUMN IF NOT EXISTS code text;          -- the operator's code of an imported hotel; null when generated
ALTER TABLE hotels ADD COLUMN IF NOT EXISTS photos jsonb;       -- an imported hotel's photos (keys of catalogue_photos) in gallery order; null when generated
CREATE UNIQUE INDEX IF NOT EXISTS hotels_code_idx ON hotels (code) WHERE code IS NOT NULL;

ALTER TABLE room_types ADD COLUMN IF NOT EXISTS code text;      -- the operator's code of an imported room type, unique in its hotel
ALTER TABLE room_types ADD COLUMN IF NOT EXISTS photo text;     -- its own photo (a key of catalogue_photos), if the file gave one
CREATE UNIQUE INDEX IF NOT EXISTS room_types_code_idx ON room_types (hotel_id, code) WHERE code IS NOT NULL;

-- A photo in each size the pages use (Standard, XS, XXL), as WebP. The key is a digest of the
-- original, so a photo imported twice is stored once and its URLs never change meaning.
CREATE TABLE IF NOT EXISTS catalogue_photos (
  key    text NOT NULL,
  size   text NOT NULL CHECK (size IN ('Standard', 'XS', 'XXL')),
  bytes  bytea NOT NULL,
  PRIMARY KEY (key, size)
);
