-- Money that adds up (issue 36). Every movement of money is a row of `payment_ledger`: a payment
-- captured, or money sent back, with its payment and its reason. A booking's paid, refunded and
-- kept figures are sums over it; the counters bookings kept (amount_paid_paise, refund_paise) are
-- gone, so they can no longer drift from what happened.
--   capture rows: reason 'payment' (the payment that settled its booking), or 'late' / 'duplicate'
--                 (a payment the booking did not need, refunded in full at once); status 'done'.
--   refund rows:  reason 'cancellation', 'late' or 'duplicate'; status requested (to send, from
--                 next_attempt_at), sending (one server is asking the provider, since claimed_at),
--                 then the provider's pending / processed / failed (failure says why).
CREATE TABLE IF NOT EXISTS payment_ledger (
  id                  text PRIMARY KEY,             -- 'cap_' and the payment id for its capture; 'rf_' and a uuid for a refund
  booking_id          text NOT NULL REFERENCES bookings (id),
  payment_id          text NOT NULL,
  order_id            text NOT NULL,
  entry               text NOT NULL CHECK (entry IN ('capture', 'refund')),
  reason              text NOT NULL CHECK (reason IN ('payment', 'cancellation', 'late', 'duplicate')),
  amount_paise        integer NOT NULL CHECK (amount_paise > 0),
  status              text NOT NULL CHECK (status IN ('done', 'requested', 'sending', 'pending', 'processed', 'failed')),
  provider_refund_id  text UNIQUE,
  failure             text,
  attempts            integer NOT NULL DEFAULT 0,
  next_attempt_at     timestamptz,
  claimed_at          timestamptz,
  created_at          timestamptz NOT NULL,
  settled_at          timestamptz,                  -- a refund's processing (or failure), as the provider answered
  CHECK ((entry = 'capture') = (status = 'done')),
  CHECK (entry = 'refund' OR reason IN ('payment', 'late', 'duplicate')),
  CHECK (entry = 'capture' OR reason <> 'payment')
);
CREATE INDEX IF NOT EXISTS payment_ledger_booking_idx ON payment_ledger (booking_id);
-- The refund job's query: refunds still to send or to hear back about.
CREATE INDEX IF NOT EXISTS payment_ledger_open_refunds_idx ON payment_ledger (next_attempt_at) WHERE status IN ('requested', 'sending', 'pending');

-- What 0011's tables knew, moved into the ledger: each paid order's payment, and each refund.
INSERT INTO payment_ledger (id, booking_id, payment_id, order_id, entry, reason, amount_paise, status, created_at)
SELECT 'cap_' || o.payment_id, o.booking_id, o.payment_id, o.id, 'capture',
       CASE WHEN EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_id = o.payment_id AND r.reason = 'late payment') THEN 'late' ELSE 'payment' END,
       o.amount_paise, 'done', coalesce(o.paid_at, o.created_at)
  FROM payment_orders o
 WHERE o.status = 'paid' AND o.payment_id IS NOT NULL
ON CONFLICT (id) DO NOTHING;
INSERT INTO payment_ledger (id, booking_id, payment_id, order_id, entry, reason, amount_paise, status, provider_refund_id, claimed_at, created_at, settled_at, next_attempt_at)
SELECT r.id, r.booking_id, r.payment_id, coalesce((SELECT o.id FROM payment_orders o WHERE o.payment_id = r.payment_id LIMIT 1), ''), 'refund',
       CASE r.reason WHEN 'cancelled' THEN 'cancellation' ELSE 'late' END,
       r.amount_paise, r.status, r.provider_refund_id, r.claimed_at, r.created_at, r.processed_at, r.created_at
  FROM payment_refunds r
ON CONFLICT (id) DO NOTHING;
DROP TABLE IF EXISTS payment_refunds;

-- What a cancellation kept (the penalty, never more than was paid): the audit's rule for a
-- CANCELLED booking. Before this, it was the paid counter less the refund counter.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS penalty_paise integer CHECK (penalty_paise >= 0);
UPDATE bookings SET penalty_paise = greatest(0, amount_paid_paise - refund_paise) WHERE status = 'CANCELLED' AND penalty_paise IS NULL;
ALTER TABLE bookings DROP COLUMN IF EXISTS amount_paid_paise;
ALTER TABLE bookings DROP COLUMN IF EXISTS refund_paise;
-- A pay-now hold is extended once, when the checkout opens near its end (payments/checkoutWindow.ts).
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS hold_extended boolean NOT NULL DEFAULT false;

-- One open provider order per booking. 'opening': one server is asking the provider for it (the
-- others wait for it); 'superseded': an older open order of a booking that had several.
ALTER TABLE payment_orders DROP CONSTRAINT IF EXISTS payment_orders_status_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check CHECK (status IN ('opening', 'created', 'paid', 'superseded'));
UPDATE payment_orders o SET status = 'superseded'
 WHERE o.status = 'created'
   AND EXISTS (SELECT 1 FROM payment_orders n WHERE n.booking_id = o.booking_id AND n.status = 'created' AND (n.created_at, n.id) > (o.created_at, o.id));
CREATE UNIQUE INDEX IF NOT EXISTS payment_orders_one_open ON payment_orders (booking_id) WHERE status IN ('opening', 'created');
-- Reconciliation also asks about orders paid lately (a second payment of a paid order).
CREATE INDEX IF NOT EXISTS payment_orders_paid_idx ON payment_orders (paid_at) WHERE status = 'paid';

-- The e-mail telling a traveller a payment was refunded (it came after the hold lapsed, or twice).
ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('confirmation', 'cancellation', 'refund'));
