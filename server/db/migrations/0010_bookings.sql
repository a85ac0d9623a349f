-- Bookings (spec 001 §3): a row from the review of an option (DRAFT), through its hold (PENDING:
-- awaiting payment for 15 minutes; HOLD: blocked to pay later, until its pay-by time), to SUCCESS,
-- CANCELLED or EXPIRED. While PENDING, HOLD or SUCCESS its rooms are taken in room_allotments.
-- The hotel, stay, guests and prices are the server's own, kept as sold.
CREATE TABLE IF NOT EXISTS bookings (
  id                 text PRIMARY KEY,
  user_id            text NOT NULL,
  status             text NOT NULL CHECK (status IN ('DRAFT', 'PENDING', 'HOLD', 'SUCCESS', 'CANCELLED', 'EXPIRED')),
  payment_status     text NOT NULL CHECK (payment_status IN ('PENDING', 'SUCCESS', 'REFUND_PENDING', 'REFUNDED', 'NOT_PAID')),
  option_id          text NOT NULL,
  hotel_id           text NOT NULL,
  city_id            integer NOT NULL,
  room_type_id       text NOT NULL,
  plan_code          text NOT NULL,
  checkin            date NOT NULL,
  checkout           date NOT NULL,
  rooms              smallint NOT NULL CHECK (rooms BETWEEN 1 AND 5),
  adults             smallint NOT NULL,
  children           smallint NOT NULL,
  room_info          jsonb NOT NULL,              -- the searched rooms, as the search query had them
  hotel              jsonb NOT NULL,              -- name, stars, address, picture, phone, room and meal as sold
  base_paise         integer NOT NULL CHECK (base_paise >= 0),
  tax_paise          integer NOT NULL CHECK (tax_paise >= 0),
  total_paise        integer NOT NULL CHECK (total_paise = base_paise + tax_paise),
  nights             smallint NOT NULL CHECK (nights >= 1),
  price_nights       jsonb NOT NULL,              -- per room, night by night: [{bf, taf}] in paise
  policy             jsonb NOT NULL,              -- the cancellation policy (cnp) as priced
  free_cancel_until  timestamptz,
  pay_later          boolean NOT NULL,            -- book now, pay later offered (isBA)
  pay_by             timestamptz,
  hold_until         timestamptz,                 -- rooms held until then while PENDING or HOLD
  guests             jsonb,                       -- roomTravellerInfo, as booked
  email              text,
  phone              text,
  dial_code          text,
  special_request    jsonb,
  company_name       text,
  gst_number         text,
  company_address    text,
  amount_paid_paise  integer NOT NULL DEFAULT 0 CHECK (amount_paid_paise >= 0),
  refund_paise       integer NOT NULL DEFAULT 0 CHECK (refund_paise >= 0),
  cancel_reason      text,
  created_at         timestamptz NOT NULL,
  booked_at          timestamptz,
  cancelled_at       timestamptz,
  CHECK (checkout > checkin)
);
CREATE INDEX IF NOT EXISTS bookings_user_idx ON bookings (user_id, created_at DESC);
-- The hold job's query: held bookings by when they lapse.
CREATE INDEX IF NOT EXISTS bookings_holds_idx ON bookings (hold_until) WHERE status IN ('PENDING', 'HOLD');

-- Every change of a booking's status: who, when, from what to what.
CREATE TABLE IF NOT EXISTS booking_events (
  id           bigserial PRIMARY KEY,
  booking_id   text NOT NULL REFERENCES bookings (id),
  at           timestamptz NOT NULL,
  actor        text NOT NULL,                     -- 'traveller', 'system' (the hold job) or 'provider' (a payment)
  from_status  text NOT NULL,
  to_status    text NOT NULL,
  note         text
);
CREATE INDEX IF NOT EXISTS booking_events_booking_idx ON booking_events (booking_id, id);

-- Idempotency-Key of booking calls: the same key and body answer what the first call answered.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id       text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  response      jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
