import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { pageOf } from './paths';

/**
 * How the tab's history last moved: a traversal (Back, Forward) or a navigation (a link, or a
 * push or replace by the app, state or not). Recorded in the capture phase, so it is known before
 * the router, listening to the same events, renders the page.
 */
let traversed = false;
/** The page last shown, none before the first. */
let shownPage: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (traversed = true), { capture: true });
  for (const type of ['pushState', 'replaceState']) window.addEventListener(type, () => (traversed = false), { capture: true });
}

/**
 * Every page opens at the top (issue 39; spec 001 §2 asks it of the static pages): a navigation
 * to another page, pushed or replaced, with state or without, scrolls to the top before the page
 * paints. Going back or forward leaves the scroll to the browser and the page (the results list
 * keeps its own), and so does the first page of a load (a reload keeps its place). Staying on a
 * page (its query changing, or an optional part of its path) does not scroll.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const page = pageOf(location);
  useLayoutEffect(() => {
    if (shownPage !== null && shownPage !== page && !traversed) window.scrollTo(0, 0);
    shownPage = page;
  }, [page]);
  return null;
}
