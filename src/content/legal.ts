import { brand } from '../../domain/brand';

/** A titled section of a static page. */
export interface Section {
  heading: string;
  paragraphs: readonly string[];
}

export const termsIntro = `Welcome to ${brand.name}. These terms and conditions set out the rules for using our website. By using this website you accept these terms in full; if you disagree with any part, do not use the website.`;

export const terms: readonly Section[] = [
  {
    heading: 'Cookies',
    paragraphs: [
      `We use cookies and browser storage. By using ${brand.name} you agree to their use as described in our Privacy Policy.`,
      'Most interactive websites use cookies to remember details between visits. We use them to keep your search, your login and your preferences working; some of our partners may also use cookies.',
    ],
  },
  {
    heading: 'Licence',
    paragraphs: [
      `Unless stated otherwise, ${brand.name} and its licensors own the intellectual property rights for all material on this website. All rights are reserved. You may view and print pages for your own personal use, subject to these terms.`,
      'You must not republish, sell, rent, sub-license, reproduce, duplicate or copy material from this website, or redistribute its content, except where a page says you may.',
    ],
  },
  {
    heading: 'User comments',
    paragraphs: [
      'Parts of this website let users post reviews and comments. We do not filter, edit or review comments before they appear, and they reflect the views of the person who posted them, not ours.',
      'We may monitor comments and remove any that we consider inappropriate, offensive or in breach of these terms. You warrant that your comments do not invade anyone\'s privacy, are not defamatory, and do not infringe any intellectual property right.',
    ],
  },
  {
    heading: 'Hyperlinking to our content',
    paragraphs: [
      'Government agencies, search engines, news organisations and online directory distributors may link to our website without prior written approval, as long as the link is not misleading, does not falsely imply sponsorship or endorsement, and fits the context of the linking site.',
      `Other organisations may ask for approval by e-mail to ${brand.bookingsEmail}. No use of our logo or artwork is allowed for linking without a trademark licence agreement. You may not frame our pages in a way that alters their visual presentation.`,
    ],
  },
  {
    heading: 'Content liability',
    paragraphs: [
      'We are not responsible for content that appears on websites linking to ours. You agree to protect and defend us against all claims arising from your website.',
    ],
  },
  {
    heading: 'Disclaimer and limits of liability',
    paragraphs: [
      'To the maximum extent permitted by law, we exclude all representations, warranties and conditions relating to this website and its use. Nothing in this disclaimer limits liability for death or personal injury, for fraud, or any liability that cannot be excluded under applicable law.',
      'As long as the website and its information and services are provided free of charge, we will not be liable for any loss or damage of any nature. Bookings are governed by the hotel\'s own policies shown before you book.',
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
