-- Reconciliation backs off with an order's age (payments/reconcileSchedule.ts): an order is asked
-- about when it is due, 1, 2, 5 and 15 minutes after it was made (or paid), then hourly while it
-- may still change, instead of every open order every 2 minutes on every server.
ALTER TABLE payment_orders ADD COLUMN IF NOT EXISTS next_check_at timestamptz;    -- when reconciliation next asks the provider; null: no more
ALTER TABLE payment_orders ADD COLUMN IF NOT EXISTS checks integer NOT NULL DEFAULT 0; -- how often it has asked
-- Orders made before this asked at once, then on the schedule.
UPDATE payment_orders SET next_check_at = now() WHERE status IN ('created', 'superseded', 'paid') AND next_check_at IS NULL;
CREATE INDEX IF NOT EXISTS payment_orders_next_check_idx ON payment_orders (next_check_at) WHERE next_check_at IS NOT NULL;
