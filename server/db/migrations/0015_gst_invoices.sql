-- GST invoices (issue 38): each room night a booking kept as sold carries the GST rate it was
-- charged (`rateBp`, basis points), so an invoice prints the rate of the sale, never today's.
-- Bookings priced before this kept their nights' taxable value (bf) and GST (taf) only: their
-- rate is read back from those two, as the rate of the table (12%, 18% or 5%) nearest to taf/bf.
UPDATE bookings
   SET price_nights = (
     SELECT jsonb_agg(
              (SELECT jsonb_agg(
                        night || jsonb_build_object('rateBp', (
                          SELECT rate FROM (VALUES (500), (1200), (1800)) AS rates(rate)
                           ORDER BY abs(rate - CASE WHEN (night->>'bf')::numeric = 0 THEN 0
                                                    ELSE (night->>'taf')::numeric * 10000 / (night->>'bf')::numeric END)
                           LIMIT 1))
                        ORDER BY n)
                 FROM jsonb_array_elements(room) WITH ORDINALITY AS nights(night, n))
              ORDER BY r)
       FROM jsonb_array_elements(price_nights) WITH ORDINALITY AS rooms(room, r))
 WHERE jsonb_typeof(price_nights -> 0 -> 0) = 'object' AND NOT (price_nights -> 0 -> 0 ? 'rateBp');

-- Two kinds of tax invoice share one number series: a completed stay's, and the charge a
-- cancellation kept (a penalty). A booking has at most one: a completed stay is never cancelled.
ALTER TABLE invoices ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'stay' CHECK (kind IN ('stay', 'cancellation'));
