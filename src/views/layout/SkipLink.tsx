import { SkipNavLink } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** The id of the page's one `main` landmark (PageLayout), where the skip link moves focus. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first stop of the keyboard on every page, hidden until it has focus,
 * then shown above the sticky header. It focuses the main landmark itself rather than following
 * `#main`, so the address (which the results page keeps its state in) does not change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <SkipNavLink id={MAIN_ID} onClick={skip} zIndex="skipLink">
      Skip to main content
    </SkipNavLink>
  );
}
