import { brand } from '../../domain/brand';

/** A titled section of a static page. */
export interface Section {
  heading: string;
  paragraphs: readonly string[];
}

export const termsIntro = `Welcome to ${brand.name}, a website for booking budget hotels in India, run by ${brand.copyrightHolder}. These terms cover searching, booking, paying, cancelling and reviewing on this website. By using it you accept them; if you disagree with any part, please do not use the website.`;

export const terms: readonly Section[] = [
  {
    heading: 'Bookings',
    paragraphs: [
      `${brand.name} books rooms at the hotels listed here on your behalf; your stay itself is provided by the hotel, under the hotel's own house rules and policies shown on its page before you book (check-in and check-out times, identity documents, couples, children and pets).`,
      'A booking is confirmed when its payment succeeds and you see "Booking confirmed successfully" with its booking ID; we then e-mail a voucher to show at the hotel. Guests\' names, contact details and, where a hotel asks for them, PAN or passport details must be true and complete.',
    ],
  },
  {
    heading: 'Prices and payments',
    paragraphs: [
      'Prices are in Indian rupees and include GST, worked out per night at the rate the law sets for each night\'s price; the review page shows the base fare and taxes before you pay, and that is what you are charged. Only what our server has priced can be paid: a price that changed meanwhile is shown to you again before you pay.',
      'Payments are taken by Razorpay on its secure checkout, by UPI, card, netbanking or wallet. We do not see or store your card number or UPI PIN. A tax invoice is available for every paid booking.',
    ],
  },
  {
    heading: 'Pay later and cancellations',
    paragraphs: [
      'Where offered, you may block rooms now and pay by the pay-by time shown; an unpaid block is released free of charge. Cancellation charges and refunds follow the rules shown with each room option and our Cancellation and Refund Policy: refunds reach the original payment method within 5-7 working days.',
    ],
  },
  {
    heading: 'User comments',
    paragraphs: [
      'Reviews marked "Verified stay" are written by travellers who booked that hotel on this website and checked out: each completed booking can be rated once, by its own traveller. We publish them as written, both good and bad, and do not pay for or edit them.',
      'We remove a review that is abusive, reveals someone\'s personal data, is not about the stay or breaks the law. By posting, you confirm that the review is your own honest experience and you let us show it on this website.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      `${brand.name} keeps a device token, your current search and your login in your browser so that the website works; the Privacy Policy says what they hold. Blocking them may stop search, login or booking from working.`,
    ],
  },
  {
    heading: 'Licence',
    paragraphs: [
      `${brand.copyrightHolder} and its licensors own the website, its software and its content, except hotel photographs and descriptions, which belong to the hotels. You may use the website to plan and book your own travel; you may not copy, scrape or resell its content, prices or availability.`,
    ],
  },
  {
    heading: 'Hyperlinking to our content',
    paragraphs: [
      `You may link to any page of this website, as long as the link is not misleading and does not suggest that we endorse you. Please do not frame our pages or use our logo without our written permission; write to ${brand.bookingsEmail} to ask.`,
    ],
  },
  {
    heading: 'Disclaimer and limits of liability',
    paragraphs: [
      'We take care that hotel details, photographs and prices are correct, but the hotel is responsible for the stay it provides. Our liability for a booking is limited to what you paid us for it; nothing here limits a liability that the law does not allow to be limited, or your rights under the Consumer Protection Act, 2019.',
      'Complaints go to our Grievance Officer, as the Grievance Redressal page describes. These terms are governed by the laws of India, and the courts of Bengaluru have jurisdiction.',
    ],
  },
];

export const privacyIntro = `At ${brand.name}, the privacy of our visitors matters to us. This policy describes what we collect, why, and the rights you have over it.`;

export const privacy: readonly Section[] = [
  {
    heading: 'Information we collect',
    paragraphs: [
      'When you log in we ask for your mobile number or e-mail address. When you book we ask for the guests\' names, contact details and, where a hotel requires it, PAN or passport details. Your profile may also hold your date of birth, city and a photo if you add them.',
      'We use this information to provide and improve the website, to process bookings and payments, to send you booking confirmations, vouchers and one-time passwords, and to prevent fraud.',
    ],
  },
  {
    heading: 'Log files',
    paragraphs: [
      'Like most websites we keep log files: IP addresses, browser type, date and time stamps, referring and exit pages and the number of clicks. They are not linked to information that identifies you, and serve to analyse trends, administer the site and keep it secure.',
    ],
  },
  {
    heading: 'Cookies and browser storage',
    paragraphs: [
      'We store a device token, your current search and your login state in your browser so the website works as you expect. You can clear them at any time from your browser settings.',
    ],
  },
  {
    heading: 'Advertising partners',
    paragraphs: [
      'Some of our advertising partners may use cookies and web beacons. Each partner has its own privacy policy; we have no access to or control over the cookies they use. Our privacy policy does not apply to other advertisers or websites.',
    ],
  },
  {
    heading: 'Your CCPA rights',
    paragraphs: [
      'Under the CCPA, California consumers may ask a business that collects their personal data to disclose the categories and specific pieces of personal data collected, to delete that data, and not to sell it.',
      'If you make a request, we have one month to respond to you. To exercise any of these rights, please contact us.',
    ],
  },
  {
    heading: 'Your GDPR data protection rights',
    paragraphs: [
      'Every user is entitled to: the right to access their personal data; the right to rectification of inaccurate or incomplete data; the right to erasure; the right to restrict processing; the right to object to processing; and the right to data portability.',
      `If you make a request, we have one month to respond to you. Write to ${brand.bookingsEmail} to exercise any of these rights.`,
    ],
  },
  {
    heading: 'Children\'s information',
    paragraphs: [
      `${brand.name} does not knowingly collect any personally identifiable information from children under the age of 13. If you think your child provided this kind of information on our website, contact us immediately and we will promptly remove it from our records.`,
    ],
  },
];
