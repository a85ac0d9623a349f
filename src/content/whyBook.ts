/** The home page's why-book list. */
export const whyBook: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Prices with nothing hidden', text: 'Room rate and taxes are shown side by side on every card, and the full breakup before you pay.' },
  { title: 'Book now, pay later', text: 'Block a room at hotels that allow it and pay from My Bookings before you travel.' },
  { title: 'Login without passwords', text: 'A one-time password to your phone or e-mail is all it takes.' },
  { title: 'Real help, in your language', text: 'Our support team answers in English, Hindi, Kannada and Tamil, seven days a week.' },
];
