-- Guest device tokens issued, by client address: GET /guest's per-address limit counts these, so
-- every server on one database shares the limit and a restart forgets none. Housekeeping removes
-- them a day after the hour they count in.
CREATE TABLE IF NOT EXISTS guest_token_issues (
  client_ip  text NOT NULL,
  issued_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS guest_token_issues_client_ip_idx ON guest_token_issues (client_ip, issued_at);
