-- A traveller's review of their own stay, written once after check-out: the overall stars and
-- the stars of each aspect the hotel page shows, a title and a text. One per booking (its key):
-- a second attempt is refused. The hotel's reviews answer lists them first, marked as verified
-- stays, and the hotel's ratings (hotels.ratings) count them.
CREATE TABLE IF NOT EXISTS stay_reviews (
  booking_id       text PRIMARY KEY REFERENCES bookings (id),
  user_id          text NOT NULL,
  hotel_id         text NOT NULL,
  overall          smallint NOT NULL CHECK (overall BETWEEN 1 AND 5),
  cleanliness      smallint NOT NULL CHECK (cleanliness BETWEEN 1 AND 5),
  service          smallint NOT NULL CHECK (service BETWEEN 1 AND 5),
  location         smallint NOT NULL CHECK (location BETWEEN 1 AND 5),
  value_for_money  smallint NOT NULL CHECK (value_for_money BETWEEN 1 AND 5),
  rooms            smallint NOT NULL CHECK (rooms BETWEEN 1 AND 5),
  food             smallint NOT NULL CHECK (food BETWEEN 1 AND 5),
  title            text NOT NULL,
  body             text NOT NULL,
  -- As the hotel page names the guest: the lead guest's first name when it was written.
  reviewer_name    text NOT NULL,
  trip_type        text NOT NULL CHECK (trip_type IN ('Family', 'Couples', 'Solo', 'Business', 'Friends')),
  created_at       timestamptz NOT NULL
);
-- The hotel's reviews answer: its stay reviews, newest first.
CREATE INDEX IF NOT EXISTS stay_reviews_hotel_idx ON stay_reviews (hotel_id, created_at DESC);
