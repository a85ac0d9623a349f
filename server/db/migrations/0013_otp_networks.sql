-- OTP send limits by requesting network (issue 28): each send records the network it came from
-- (its /24, or /64 for IPv6), and each phone number or address the networks it has logged in
-- from, which its ceiling spares. Sends logged before carry their address's /24 (IPv4) or the
-- address itself; they count for an hour at most.
ALTER TABLE otp_sends ADD COLUMN IF NOT EXISTS network text;
UPDATE otp_sends
SET network = CASE WHEN client_ip ~ '^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' THEN regexp_replace(client_ip, '\.[0-9]+$', '.0/24') ELSE client_ip END
WHERE network IS NULL;
ALTER TABLE otp_sends ALTER COLUMN network SET NOT NULL;
CREATE INDEX IF NOT EXISTS otp_sends_destination_network_idx ON otp_sends (destination, network, sent_at);

CREATE TABLE IF NOT EXISTS otp_login_networks (
  destination    text NOT NULL,
  network        text NOT NULL,
  last_login_at  timestamptz NOT NULL,
  PRIMARY KEY (destination, network)
);
