-- Identity: users (random ids), one-time codes (hash only), the send log behind the OTP limits,
-- and each user's wishlist.
CREATE TABLE IF NOT EXISTS users (
  id             text PRIMARY KEY,
  mobile_number  text UNIQUE,
  email_id       text UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz,
  CHECK (mobile_number IS NOT NULL OR email_id IS NOT NULL)
);

-- One live code per destination (a phone number or a lower-cased e-mail address): a new send
-- replaces the row. Only an HMAC of the code with a per-code salt is kept.
CREATE TABLE IF NOT EXISTS otp_codes (
  destination   text PRIMARY KEY,
  channel       text NOT NULL CHECK (channel IN ('sms', 'email')),
  code_hash     text NOT NULL,
  salt          text NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  consumed_at   timestamptz
);

-- Every code actually sent, for the per-destination and per-address limits.
CREATE TABLE IF NOT EXISTS otp_sends (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  destination   text NOT NULL,
  client_ip     text NOT NULL,
  sent_at       timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS otp_sends_destination_idx ON otp_sends (destination, sent_at);
CREATE INDEX IF NOT EXISTS otp_sends_client_ip_idx ON otp_sends (client_ip, sent_at);

CREATE TABLE IF NOT EXISTS wishlist (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hotel_id    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, hotel_id)
);

-- A user's sessions go with the user (account deletion).
ALTER TABLE sessions ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON sessions (user_id);
