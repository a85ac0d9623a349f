/** Questions travellers ask most, shown on the home page; one answer open at a time. */
export const faq: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Is the price I see the price I pay?',
    answer: 'Yes. Every price shows the room rate per night and a separate line for taxes and fees. The review page shows the full breakup before you pay.',
  },
  {
    question: 'Can I book now and pay later?',
    answer: 'For hotels that allow it, choose Book Now & Pay Later on the review page. Your room is blocked and you can pay from My Bookings before check-in.',
  },
  {
    question: 'How do I log in?',
    answer: 'Enter your mobile number or e-mail address and we send you a 6-digit one-time password. There is no password to remember.',
  },
  {
    question: 'How do I cancel a booking?',
    answer: 'Open My Bookings, choose the booking and select Cancel. Each room shows its cancellation rules, including any free-cancellation deadline, before you book.',
  },
  {
    question: 'Where do I find my voucher and invoice?',
    answer: 'Paid bookings have a Voucher PDF under Upcoming, and completed stays have Get Invoice under Completed.',
  },
  {
    question: 'What are the check-in and check-out times?',
    answer: 'Check-in is from 2 PM and check-out is by 11 AM unless the hotel says otherwise in its property instructions.',
  },
];
