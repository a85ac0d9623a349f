import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageOf } from './paths';

/**
 * How the tab's history last moved: a traversal (Back, Forward) or a navigation (a link, or a
 * push or replace by the app, state or not). Recorded in the capture phase, so it is known before
 * the router, listening to the same events, renders the page.
 */
let traversed = false;
/** The page last shown, none before the first. */
let shownPage: string | null = null;
/** The address (path and query) last drawn, and where each address was left. */
let shownAddress = '';
const leftAt = new Map<string, number>();

const address = () => window.location.pathname + window.location.search;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (traversed = true), { capture: true });
  for (const type of ['pushState', 'replaceState']) window.addEventListener(type, () => (traversed = false), { capture: true });
  // A scroll counts for the address drawn: between a history move and the next page's drawing the
  // old page is still on screen, and the browser's restoration clamps to its height.
  window.addEventListener('scroll', () => address() === shownAddress && leftAt.set(shownAddress, window.scrollY), { passive: true });
}

/** Frames a page has to grow tall enough for the place it was left at (its parts may load lazily). */
const RESTORE_FRAMES = 120;
/** What the traveller does that ends a return to a place: their own scroll wins. */
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top` now, again a frame later, and on each frame after while the page is still too
 * short to be there (a part loading), for up to RESTORE_FRAMES; the traveller's own scroll, tap or
 * key ends it. Returns its cancel.
 */
function returnTo(top: number): () => void {
  let frame = 0;
  let frames = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_MOVES) window.removeEventListener(type, stop);
  };
  const step = () => {
    window.scrollTo(0, top);
    frames++;
    if (frames < 2 || (Math.abs(window.scrollY - top) > 1 && frames < RESTORE_FRAMES)) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_MOVES) window.addEventListener(type, stop, { passive: true, once: true });
  step();
  return stop;
}

/**
 * Every page opens at the top: a navigation to another page, pushed or replaced, with state or
 * without, scrolls to the top before the page
 * paints. Going back or forward returns to where that page was left, set once the page is drawn,
 * again a frame later, and on later frames while parts still load (`returnTo`; the results list
 * also keeps its own). The first page of a load keeps the browser's place (a reload keeps its
 * place). Staying on a page (its query changing, or an optional part of its path) does not scroll.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  const page = pageOf(location);
  useLayoutEffect(() => {
    const moved = shownPage !== null && shownPage !== page;
    shownPage = page;
    if (!moved) return;
    if (!traversed) {
      window.scrollTo(0, 0);
      return;
    }
    const kept = leftAt.get(address());
    if (kept === undefined) return;
    return returnTo(kept);
  }, [page]);
  useLayoutEffect(() => {
    shownAddress = address();
  }, [location, search]);
  return null;
}
