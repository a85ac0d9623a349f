-- The local payment sandbox's keys, made at the first start and kept: a checkout signature or a
-- webhook signed before a restart, or by another server on the same database, still verifies.
-- SANDBOX_KEY_SECRET and SANDBOX_WEBHOOK_SECRET, when set, are used instead.
CREATE TABLE IF NOT EXISTS sandbox_keys (
  key_id          text PRIMARY KEY,
  key_secret      text NOT NULL,
  webhook_secret  text NOT NULL,
  created_at      timestamptz NOT NULL
);
