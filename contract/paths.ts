/**
 * Every page path of both spec documents: the app routes them (src/app/routes.tsx, links in
 * src/app/paths.ts), and the server serves them, with the first picture a hotel's page shows
 * (server/modules/catalogue/firstPicture.ts). No schema: the first page reads it without zod.
 */
export const paths = {
  home: '/',
  searchResult: '/search-result',
  searchDetail: '/search-detail/:hotelId/:searchId?',
  reviewBooking: '/review-booking/:hotelId/:opsId',
  /** The review page's path with an id missing: it says so (spec 001 §2). */
  reviewBookingIncomplete: '/review-booking/:hotelId?',
  noData: '/no-Data',
  payment: '/payment',
  checkStatus: '/check-status',
  bookingStatus: '/booking-status',
  vibes: '/vibes/:vibeId',
  user: '/user',
  userProfile: '/user/user-profile',
  userWishlist: '/user/wishlist',
  userUpcoming: '/user/upcoming',
  userCompleted: '/user/completed',
  userCancelled: '/user/cancelled',
  userDeleteAccount: '/user/delete-account',
  userReviews: '/user/reviews-feedback',
  about: '/about',
  contactUs: '/contact-us',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
} as const;

/** The prefix of a route with parameters: '/search-detail/:hotelId/:searchId?' gives '/search-detail/'. */
export function routePrefix(route: string): string {
  const at = route.indexOf(':');
  return at < 0 ? route : route.slice(0, at);
}
