-- The account area (spec 001 §2, §3): a traveller's profile and photo, their app rating, what a
-- deleted account leaves behind, GST tax invoices (numbered per financial year, never changed
-- once issued), and the e-mails about bookings waiting to be sent.
CREATE TABLE IF NOT EXISTS profiles (
  user_id         text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name       text NOT NULL,
  email           text NOT NULL,
  mobile_number   text NOT NULL,
  date_of_birth   date,
  gender          text CHECK (gender IN ('Male', 'Female', 'Others')),
  marital_status  text CHECK (marital_status IN ('Single', 'Married', 'Divorced')),
  city            text NOT NULL DEFAULT '',
  state           text NOT NULL DEFAULT '',
  country         text NOT NULL DEFAULT '',
  photo           bytea,                          -- a small square WebP, metadata stripped
  updated_at      timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS app_ratings (
  user_id     text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback    text NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- Why accounts were deleted (no contact details: the user is gone).
CREATE TABLE IF NOT EXISTS account_deletions (
  id          bigserial PRIMARY KEY,
  reasons     jsonb NOT NULL,
  feedback    text NOT NULL,
  deleted_at  timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS invoice_counters (
  financial_year  text PRIMARY KEY,              -- '2026-27': April to March
  last_number     integer NOT NULL
);
CREATE TABLE IF NOT EXISTS invoices (
  booking_id      text PRIMARY KEY REFERENCES bookings (id),
  number          text NOT NULL UNIQUE,          -- 'PDV/2026-27/000001'
  financial_year  text NOT NULL,
  issued_at       timestamptz NOT NULL,
  content         jsonb NOT NULL                 -- everything the invoice shows, as issued
);

-- E-mails about bookings (confirmation with the voucher, cancellation with its refund), sent by a
-- job and tried again until sent: a failed send never blocks or undoes a booking.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id               bigserial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('confirmation', 'cancellation')),
  booking_id       text NOT NULL REFERENCES bookings (id),
  recipient        text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'sent')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  last_error       text,
  created_at       timestamptz NOT NULL,
  sent_at          timestamptz,
  UNIQUE (booking_id, kind)
);
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
