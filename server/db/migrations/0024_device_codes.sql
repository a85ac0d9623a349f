-- A login code belongs to the device that asked for it: `device` is a digest of the device token
-- that asked, and only a request with that token can enter it, so a stranger's wrong guesses end only
-- the stranger's own code, never the owner's. A code asked without a device token has device ''.
-- Sends are counted by device too. The ceiling on a contact's sends over every network is gone,
-- and with it the networks a contact logged in from, which it spared: strangers on other networks
-- could fill it and keep the owner from a code on any new network.
ALTER TABLE otp_codes ADD COLUMN IF NOT EXISTS device text NOT NULL DEFAULT '';
ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_pkey;
ALTER TABLE otp_codes ADD PRIMARY KEY (destination, purpose, user_id, device);
ALTER TABLE otp_sends ADD COLUMN IF NOT EXISTS device text NOT NULL DEFAULT '';
DROP TABLE IF EXISTS otp_login_networks;
