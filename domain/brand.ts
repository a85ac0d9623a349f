/** Who we are and how to reach us. Rebrand here; no component holds these values. */
export const brand = {
  name: 'Padaav',
  tagline: 'Budget stays, well chosen.',
  heroTitle: 'Book top-rated budget-friendly hotels around the world',
  /** What the browser tab and search engines show. */
  pageTitle: 'Padaav: budget hotels across India',
  pageDescription: 'Padaav: book top-rated budget-friendly hotels across India, with prices that show every tax up front.',
  supportPhone: { display: '+91 80 4718 2290', tel: '+918047182290' },
  /** When the phone line is staffed, and how soon e-mail is answered. */
  supportHours: { short: 'Support, 24x7', long: 'Every day, around the clock.' },
  emailReplyTime: 'We answer within one working day.',
  contactIntro: 'We are here to help with bookings, changes and anything else about your stay.',
  bookingsEmail: 'bookings@padaav.in',
  address: {
    lines: ['3rd Floor, 14 Residency Road', 'Ashok Nagar'],
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    country: 'India',
  },
  copyrightHolder: 'Padaav Travel Technologies Pvt. Ltd.',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'facebook', label: 'Padaav on Facebook', href: 'https://www.facebook.com/padaav.travel' },
  { network: 'instagram', label: 'Padaav on Instagram', href: 'https://www.instagram.com/padaav.travel' },
  { network: 'x', label: 'Padaav on X', href: 'https://x.com/padaavtravel' },
  { network: 'linkedin', label: 'Padaav on LinkedIn', href: 'https://www.linkedin.com/company/padaav' },
  { network: 'youtube', label: 'Padaav on YouTube', href: 'https://www.youtube.com/@padaav' },
];
