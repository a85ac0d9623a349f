-- How each captured payment was made, as the provider's payment entity says (Razorpay's `method`,
-- `vpa`, `bank`, `wallet`, and a card's `network` and `last4`): the booking-status page, the
-- bookings list and the voucher say "Paid by UPI". Only what is safe to show again: never a
-- card's number. Kept on the payment's capture row of the ledger; refund rows carry none.
-- Payments captured before this have no method (null): nothing is said of them.
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS method text;
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS vpa text;
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS bank text;
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS wallet text;
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS card_network text;
ALTER TABLE payment_ledger ADD COLUMN IF NOT EXISTS card_last4 text;
ALTER TABLE payment_ledger DROP CONSTRAINT IF EXISTS payment_ledger_card_last4_check;
ALTER TABLE payment_ledger ADD CONSTRAINT payment_ledger_card_last4_check CHECK (card_last4 ~ '^[0-9]{4}$');
ALTER TABLE payment_ledger DROP CONSTRAINT IF EXISTS payment_ledger_method_of_capture;
ALTER TABLE payment_ledger ADD CONSTRAINT payment_ledger_method_of_capture
  CHECK (entry = 'capture' OR (method IS NULL AND vpa IS NULL AND bank IS NULL AND wallet IS NULL AND card_network IS NULL AND card_last4 IS NULL));

-- The local sandbox keeps what its checkout was paid with, as Razorpay's payment entity carries
-- it, and why a failed payment failed (Razorpay's error reason, source and step).
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS vpa text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS upi_flow text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS bank text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS wallet text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS card_network text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS card_last4 text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS error_reason text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS error_source text;
ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS error_step text;
