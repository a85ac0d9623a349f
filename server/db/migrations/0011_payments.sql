-- Online payments of bookings. `payment_orders`: each provider order made for a booking (its id is
-- the provider's), paid once by one provider payment. `payment_refunds`: money sent back (a
-- cancelled paid booking, or a payment that arrived after its booking's hold had lapsed).
-- `webhook_events`: provider webhooks seen, by event id, so a repeated delivery changes nothing.
CREATE TABLE IF NOT EXISTS payment_orders (
  id            text PRIMARY KEY,
  booking_id    text NOT NULL REFERENCES bookings (id),
  user_id       text NOT NULL,
  amount_paise  integer NOT NULL CHECK (amount_paise > 0),
  currency      text NOT NULL,
  status        text NOT NULL CHECK (status IN ('created', 'paid')),
  payment_id    text,
  created_at    timestamptz NOT NULL,
  paid_at       timestamptz
);
CREATE INDEX IF NOT EXISTS payment_orders_booking_idx ON payment_orders (booking_id);
CREATE INDEX IF NOT EXISTS payment_orders_open_idx ON payment_orders (created_at) WHERE status = 'created';

CREATE TABLE IF NOT EXISTS payment_refunds (
  id                  text PRIMARY KEY,
  booking_id          text NOT NULL REFERENCES bookings (id),
  payment_id          text NOT NULL,
  amount_paise        integer NOT NULL CHECK (amount_paise > 0),
  reason              text NOT NULL CHECK (reason IN ('cancelled', 'late payment')),
  -- requested: not yet sent; sending: one server is asking the provider (since claimed_at);
  -- pending / processed / failed: the provider's refund status.
  status              text NOT NULL CHECK (status IN ('requested', 'sending', 'pending', 'processed', 'failed')),
  provider_refund_id  text UNIQUE,
  claimed_at          timestamptz,
  created_at          timestamptz NOT NULL,
  processed_at        timestamptz,
  UNIQUE (booking_id, payment_id, reason)
);

CREATE TABLE IF NOT EXISTS webhook_events (
  id           text PRIMARY KEY,
  event        text NOT NULL,
  received_at  timestamptz NOT NULL
);

-- The local Razorpay-compatible sandbox (used when no Razorpay keys are set): its own orders,
-- payments and refunds, in Razorpay's shapes, kept so a restart loses none.
CREATE TABLE IF NOT EXISTS sandbox_orders (
  id          text PRIMARY KEY,
  amount      integer NOT NULL,
  currency    text NOT NULL,
  receipt     text NOT NULL,
  notes       jsonb NOT NULL,
  status      text NOT NULL,
  created_at  bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_payments (
  id                 text PRIMARY KEY,
  order_id           text NOT NULL REFERENCES sandbox_orders (id),
  amount             integer NOT NULL,
  currency           text NOT NULL,
  status             text NOT NULL,
  method             text NOT NULL,
  email              text,
  contact            text,
  error_code         text,
  error_description  text,
  amount_refunded    integer NOT NULL DEFAULT 0,
  created_at         bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS sandbox_payments_order_idx ON sandbox_payments (order_id);
CREATE TABLE IF NOT EXISTS sandbox_refunds (
  id          text PRIMARY KEY,
  payment_id  text NOT NULL REFERENCES sandbox_payments (id),
  amount      integer NOT NULL,
  status      text NOT NULL,
  notes       jsonb NOT NULL,
  created_at  bigint NOT NULL
);
