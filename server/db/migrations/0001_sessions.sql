-- Device-token sessions: guests first, users once they log in. Only a hash of the token is kept.
CREATE TABLE IF NOT EXISTS sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash    text NOT NULL UNIQUE,
  kind          text NOT NULL CHECK (kind IN ('guest', 'user')),
  user_id       text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz
);
CREATE INDEX IF NOT EXISTS sessions_expires_at_idx ON sessions (expires_at);
