-- The e-mail telling a traveller who booked to pay later that their rooms are held, until when,
-- and by when to pay.
ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('confirmation', 'cancellation', 'refund', 'held'));
