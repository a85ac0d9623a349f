import type { Section } from './legal';

/**
 * What Padaav does when a booking is cancelled and money goes back, as the site really does it:
 * the windows come from each rate plan (the hotel page's Show Cancellation Rules), the penalty is
 * worked out when the traveller cancels, and a refund goes back the way it was paid.
 */
export const refundPolicyIntro =
  'Every room option shows its cancellation rules before you book: on the hotel page under Show Cancellation Rules, and again on the review page. The rules shown there are the ones your booking keeps. This page explains how they work and how refunds reach you.';

export const refundPolicy: readonly Section[] = [
  {
    heading: 'Refundable and non-refundable rates',
    paragraphs: [
      'A refundable rate can be cancelled free of charge until 2 PM (India time), one to three days before check-in, as its rules say. After that, until check-in, cancelling costs the first night of every room booked. From check-in, and if you do not arrive, it costs the whole stay.',
      'A non-refundable rate costs the whole stay from the moment you book. It is marked Non-refundable on the hotel page and the review page.',
    ],
  },
  {
    heading: 'Book now, pay later',
    paragraphs: [
      'Where a hotel allows it and free cancellation lasts at least 48 more hours, you can block the rooms now and pay later. A block must be paid by its pay-by time, 24 hours before free cancellation ends; we e-mail you that time when you block.',
      'A block that is not paid by then is released and costs you nothing. Cancelling a block before you pay also costs nothing.',
    ],
  },
  {
    heading: 'How to cancel',
    paragraphs: [
      'Log in, open My Bookings, choose the booking and select Cancel, with a reason. The charge is worked out at that moment from the rules stored with your booking, and shown to you before you confirm.',
    ],
  },
  {
    heading: 'Refunds',
    paragraphs: [
      'We refund what you paid less any cancellation charge, within 5-7 working days to the original payment method: the same UPI account, card, bank account or wallet. The cancellation e-mail says how much is coming back, and My Bookings shows where the refund is.',
      'If a payment reaches us after a hold has lapsed or after the booking was cancelled, or you are charged twice for one booking, the whole amount is refunded in the same way. No money is kept without a confirmed booking or a cancellation charge, and nothing is refunded twice.',
    ],
  },
  {
    heading: 'Questions and complaints',
    paragraphs: [
      'Call or write to us from the Contact Us page. If a refund has not reached you after 7 working days, or you disagree with a charge, our Grievance Officer will look into it.',
    ],
  },
];
