-- The catalogue: real cities (GeoNames ids), generated hotels, room types with their rate plans,
-- nearby places, the sparse allotment per room type per night, and stored hotel searches.
CREATE TABLE IF NOT EXISTS catalogue_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE IF NOT EXISTS cities (
  id             integer PRIMARY KEY,            -- GeoNames id: stable across re-seeding
  name           text NOT NULL,                  -- display name
  geonames_name  text NOT NULL,
  state_code     text NOT NULL,
  state_name     text NOT NULL,
  latitude       double precision NOT NULL,
  longitude      double precision NOT NULL,
  population     integer NOT NULL,
  feature_code   text NOT NULL,
  tier           smallint NOT NULL,
  hotel_count    integer NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS hotels (
  id                 text PRIMARY KEY,           -- city id * 1000 + n
  city_id            integer NOT NULL REFERENCES cities (id),
  name               text NOT NULL,
  stars              smallint NOT NULL CHECK (stars BETWEEN 3 AND 5),
  property_type      text NOT NULL,
  latitude           double precision NOT NULL,
  longitude          double precision NOT NULL,
  address_line       text NOT NULL,
  address_line2      text NOT NULL,
  locality           text NOT NULL,
  postal_code        text NOT NULL,
  phone              text NOT NULL,
  description        text NOT NULL,              -- the `des` JSON text
  facilities         jsonb NOT NULL,
  instructions       jsonb NOT NULL,
  ratings            jsonb NOT NULL,
  image_count        smallint NOT NULL,
  pan_required       boolean NOT NULL,
  passport_required  boolean NOT NULL,
  pay_later          boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS hotels_city_idx ON hotels (city_id);

CREATE TABLE IF NOT EXISTS room_types (
  id               text PRIMARY KEY,             -- hotel id - position
  hotel_id         text NOT NULL REFERENCES hotels (id),
  position         smallint NOT NULL,
  name             text NOT NULL,
  category         text NOT NULL,
  max_adults       smallint NOT NULL,
  max_children     smallint NOT NULL,
  base_rate_paise  integer NOT NULL,
  capacity         smallint NOT NULL,            -- rooms on sale a night when no allotment row exists
  area_sqft        smallint NOT NULL,
  beds             jsonb NOT NULL,
  facilities       jsonb NOT NULL,
  benefits         jsonb NOT NULL,
  services         jsonb NOT NULL,
  plans            jsonb NOT NULL                -- rate plans: [{code, meal, refundable, freeCancelDays, payLater}]
);
CREATE INDEX IF NOT EXISTS room_types_hotel_idx ON room_types (hotel_id);

-- Sparse: a missing row means `room_types.capacity` rooms and none taken. Bookings insert the
-- row if needed and take rooms under a row lock, nights in date order.
CREATE TABLE IF NOT EXISTS room_allotments (
  room_type_id  text NOT NULL REFERENCES room_types (id),
  night         date NOT NULL,
  hotel_id      text NOT NULL,
  city_id       integer NOT NULL,
  total         smallint NOT NULL CHECK (total >= 0),
  taken         smallint NOT NULL DEFAULT 0 CHECK (taken >= 0),
  PRIMARY KEY (room_type_id, night),
  CHECK (taken <= total)
);
CREATE INDEX IF NOT EXISTS room_allotments_city_night_idx ON room_allotments (city_id, night);
CREATE INDEX IF NOT EXISTS room_allotments_hotel_night_idx ON room_allotments (hotel_id, night);

CREATE TABLE IF NOT EXISTS places (
  id            text PRIMARY KEY,
  city_id       integer NOT NULL REFERENCES cities (id),
  name          text NOT NULL,
  primary_type  text NOT NULL,
  types         jsonb NOT NULL,
  latitude      double precision NOT NULL,
  longitude     double precision NOT NULL,
  vicinity      text NOT NULL
);
CREATE INDEX IF NOT EXISTS places_latitude_idx ON places (latitude);

-- A search and its normalised query, valid 30 minutes; option ids carry the search id.
CREATE TABLE IF NOT EXISTS hotel_searches (
  id          text PRIMARY KEY,
  query       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS hotel_searches_expires_idx ON hotel_searches (expires_at);
