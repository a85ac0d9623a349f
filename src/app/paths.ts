/**
 * Every route of both spec documents, and a builder for each link with parameters.
 * Nothing else in the app writes a path by hand.
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

/** Pages that open at the top when navigated to (spec 001 §2). */
export const scrollToTopPaths: readonly string[] = [paths.about, paths.contactUs, paths.termsConditions, paths.privacyPolicy];

export interface SearchResultParams {
  place: string;
  destination: string;
  checkIn: string;
  checkOut: string;
}

export const links = {
  searchResult: (p: SearchResultParams) => `${paths.searchResult}?${new URLSearchParams({ ...p }).toString()}`,
  searchDetail: (hotelId: string, searchId?: string) =>
    `/search-detail/${encodeURIComponent(hotelId)}${searchId ? `/${encodeURIComponent(searchId)}` : ''}`,
  reviewBooking: (hotelId: string, opsId: string) =>
    `/review-booking/${encodeURIComponent(hotelId)}/${encodeURIComponent(opsId)}`,
  vibes: (vibeId: string) => `/vibes/${encodeURIComponent(vibeId)}`,
  /** The payment page of a booking: the id in the URL lets a reload read the booking again. */
  payment: (bookingId: string) => `${paths.payment}?${new URLSearchParams({ bookingId }).toString()}`,
};
