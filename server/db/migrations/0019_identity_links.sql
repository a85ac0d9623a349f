-- One account, two ways in: a verified phone number and a verified e-mail address can be the two
-- identities of one account, the second added from the profile with a code of its own. A code now
-- says what it is for. A login code ('login', no user) opens the account of its destination. A
-- link code ('link') adds its destination to the one account that asked for it (user_id), and
-- to no other. Each kind keeps its own live code per destination, so a link code never logs
-- anyone in, a login code never links, and linking never spends the code of a login under way.
-- Codes kept before are login codes.
ALTER TABLE otp_codes ADD COLUMN IF NOT EXISTS purpose text NOT NULL DEFAULT 'login';
ALTER TABLE otp_codes ADD COLUMN IF NOT EXISTS user_id text NOT NULL DEFAULT '';
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK ((purpose = 'login' AND user_id = '') OR (purpose = 'link' AND user_id <> ''));
ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_pkey;
ALTER TABLE otp_codes ADD PRIMARY KEY (destination, purpose, user_id);
-- Deleting an account drops the link codes it asked for.
CREATE INDEX IF NOT EXISTS otp_codes_link_user_idx ON otp_codes (user_id) WHERE user_id <> '';
