import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { isPagePath, pageOf, paths } from '../../contract/paths';

/** What the app's router (wouter) makes of a path with a route for each of `paths`: a page, or none. */
function routerFinds(pathname: string): boolean {
  const routes = Object.values(paths).map((route) => createElement(Route, { key: route, path: route }, 'page'));
  const table = createElement(Switch, null, ...routes, createElement(Route, { key: 'none' }, 'none'));
  return renderToString(createElement(Router, { ssrPath: pathname, children: table })) === 'page';
}

const pages = [
  '/',
  '/search-result',
  '/search-detail/H123',
  '/search-detail/H123/S456',
  '/search-detail/H123/S456/',
  '/review-booking/H123/OPS9',
  '/review-booking/H123',
  '/review-booking',
  '/payment',
  '/check-status',
  '/booking-status',
  '/no-Data',
  '/no-data',
  '/vibes/beach',
  '/user',
  '/user/upcoming',
  '/user/user-profile',
  '/user/wishlist',
  '/user/completed',
  '/user/cancelled',
  '/user/delete-account',
  '/user/reviews-feedback',
  '/about',
  '/About/',
  '/contact-us',
  '/terms-conditions',
  '/privacy-policy',
  '/cancellation-refund-policy',
  '/grievance-redressal',
  '/search-detail/a%20b',
];

const notPages = [
  '/no-such-page',
  '/no/such/page',
  '/search-detail',
  '/search-detail/',
  '/search-detail/H123/S456/extra',
  '/review-booking/H123/OPS9/extra',
  '/vibes',
  '/vibes/',
  '/vibes/beach/more',
  '/user/no-such-tab',
  '/user/upcoming/extra',
  '/about/team',
  '/aboutx',
  '//about',
  '/index.html',
  '/old-page.html',
  '/index.php',
  '/search-result/extra',
];

describe('isPagePath: the paths the server answers with a page (200), not 404', () => {
  it('is every route of paths, with its parameters', () => {
    for (const path of pages) expect(isPagePath(path), path).toBe(true);
  });

  it('is no other path: unknown ones, and known ones in a shape no route has', () => {
    for (const path of notPages) expect(isPagePath(path), path).toBe(false);
  });

  it('agrees with the app\'s router on every one of them', () => {
    for (const path of [...pages, ...notPages]) expect(isPagePath(path), path).toBe(routerFinds(path));
  });
});

describe('pageOf: when two paths are the same page (a navigation between them does not scroll to the top)', () => {
  it('is the same page when only an optional part of the path differs, or its case', () => {
    expect(pageOf('/search-detail/H123')).toBe(pageOf('/search-detail/H123/S456'));
    expect(pageOf('/search-detail/H123/S456')).toBe(pageOf('/search-detail/h123/S789/'));
    expect(pageOf('/About')).toBe(pageOf('/about'));
  });

  it('is another page when the route or a required part differs', () => {
    const distinct = ['/search-detail/H123', '/search-detail/H124', '/review-booking/H123/OPS9', '/review-booking/H123', '/payment', '/check-status', '/booking-status', '/user/upcoming', '/user/cancelled', '/', '/no-such-page'];
    expect(new Set(distinct.map(pageOf)).size).toBe(distinct.length);
  });
});
