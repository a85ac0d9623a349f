import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scrollToTopPaths } from './paths';

/** Static pages open at the top when navigated to. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (scrollToTopPaths.includes(location)) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
