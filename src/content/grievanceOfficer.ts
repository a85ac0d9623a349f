import { brand } from '../../domain/brand';

/**
 * Who handles a complaint, and how fast: the Consumer Protection (E-Commerce) Rules, 2020 and the
 * IT Rules, 2021 ask an Indian booking site to name a Grievance Officer, publish how to reach them,
 * acknowledge a complaint within 48 hours and resolve it within one month.
 */
export const grievanceOfficer = {
  name: 'Meera Krishnan',
  designation: 'Grievance Officer',
  email: 'grievance@padaav.in',
  phone: { display: '+91 80 4718 2291', tel: '+918047182291' },
  hours: 'Monday to Saturday, 10 AM to 6 PM',
  acknowledgeWithin: '48 hours',
  resolveWithin: 'one month',
} as const;

export const grievanceIntro = `If something about a booking, a payment, a refund, a review or your personal data has gone wrong and our support team has not put it right, write to our Grievance Officer. ${brand.copyrightHolder} handles every complaint by these steps.`;

export const grievanceSteps: readonly string[] = [
  `Write to ${grievanceOfficer.email} or call ${grievanceOfficer.phone.display} (${grievanceOfficer.hours}). Give your booking ID if the complaint is about a booking, and tell us what went wrong and what you would like us to do.`,
  `We acknowledge your complaint within ${grievanceOfficer.acknowledgeWithin} of receiving it, with a reference number to quote.`,
  `We resolve it within ${grievanceOfficer.resolveWithin} of receiving it, and tell you in writing what we did and why.`,
  'If you are not satisfied with our answer, you can approach the National Consumer Helpline (1915, consumerhelpline.gov.in) or the consumer commission of your district.',
];
