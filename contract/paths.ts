/**
 * Every page path of both spec documents: the app routes them (src/app/routes.tsx, links in
 * src/app/paths.ts), and the server serves them, with the first picture a hotel's page shows
 * (server/modules/catalogue/firstPicture.ts), and any other path with 404 (isPagePath). No
 * schema: the first page reads it without zod.
 */
export const paths = {
  home: '/',
  searchResult: '/search-result',
  searchDetail: '/search-detail/:hotelId/:searchId?',
  reviewBooking: '/review-booking/:hotelId/:opsId',
  /** The review page's path with an id missing: it says so. */
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
  /** The pages Indian e-commerce rules ask for, beside the spec's four. */
  cancellationRefundPolicy: '/cancellation-refund-policy',
  grievanceRedressal: '/grievance-redressal',
} as const;

/** The prefix of a route with parameters: '/search-detail/:hotelId/:searchId?' gives '/search-detail/'. */
export function routePrefix(route: string): string {
  const at = route.indexOf(':');
  return at < 0 ? route : route.slice(0, at);
}

/**
 * A route of `paths` as the app's router (wouter) reads it: `:name` is one segment, `:name?` an
 * optional one, `*` the rest of the path; letters in either case, and an ending `/` allowed.
 */
function routeRegExp(route: string): RegExp {
  const segments = route.split('/').filter(Boolean).map((segment) => {
    if (segment.startsWith('*')) return segment.endsWith('?') ? '(?:/.*)?' : '/.*';
    if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+?)?' : '/[^/]+?';
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** Made at the first call (the server's), not when the app loads this file for `paths`. */
let pageRoutes: RegExp[] | undefined;
const routeTests = () => (pageRoutes ??= Object.values(paths).map(routeRegExp));

/**
 * The page a path shows, as a key two paths share when they are the same page: the route it
 * matches with the values of its required parameters, so that filling in an optional one (the
 * hotel page's search id, written once an update is searched) stays on the page. A path that is
 * none of the app's pages is its own key.
 */
export function pageOf(pathname: string): string {
  const at = routeTests().findIndex((route) => route.test(pathname));
  if (at < 0) return pathname;
  const required = Object.values(paths)[at]!.split('/').filter((segment) => segment && !segment.endsWith('?')).length;
  return `${at}:${pathname.split('/').filter(Boolean).slice(0, required).join('/').toLowerCase()}`;
}

/**
 * Whether a path (without its query) is one of the app's pages, the way its router matches it:
 * the server answers any other path 404, with the app's not-found page. Every account page is
 * in `paths`, so a path under /user that is none of them is not a page either.
 */
export function isPagePath(pathname: string): boolean {
  return routeTests().some((route) => route.test(pathname));
}
