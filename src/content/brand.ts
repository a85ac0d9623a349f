/** Who we are and how to reach us. Rebrand here; no component holds these values. */
export const brand = {
  name: 'Padaav',
  tagline: 'Budget stays, well chosen.',
  heroTitle: 'Book top-rated budget-friendly hotels around the world',
  supportPhone: { display: '+91 80 4718 2290', tel: '+918047182290' },
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
