import { paths } from '../app/paths';

/** The footer's links, in order. */
export const footerLinks: ReadonlyArray<{ label: string; href: string }> = [
  { label: 'About Us', href: paths.about },
  { label: 'Contact Us', href: paths.contactUs },
  { label: 'Terms & Conditions', href: paths.termsConditions },
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Cancellation & Refund Policy', href: paths.cancellationRefundPolicy },
  { label: 'Grievance Officer', href: paths.grievanceRedressal },
];
