-- Each booking event names the cause of its move (contract/bookingLifecycle.ts) and the payment
-- status either side of it, so every recorded move can be checked against the lifecycle's table.
-- Events written before this have none of them.
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS cause text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS from_payment_status text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS to_payment_status text;
