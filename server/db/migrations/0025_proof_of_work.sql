-- Proof-of-work challenges for a busy network (many travellers behind one carrier address).
-- The key that signs them is made at the first start and kept, so a challenge signed by one
-- server, or before a restart, verifies on every server of the database (PROOF_OF_WORK_SECRET,
-- when set, is used instead). A solved challenge is spent once: its signature is kept until the
-- challenge would have expired anyway, so every server refuses a replay; housekeeping sweeps the
-- rest.
CREATE TABLE IF NOT EXISTS proof_of_work_keys (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS spent_proofs (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS spent_proofs_expires_at_idx ON spent_proofs (expires_at);
