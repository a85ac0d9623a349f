import { useEffect, useRef } from 'react';

/**
 * Clicks the referenced button once, as it mounts, when `click` is true: an overlay loaded by a
 * click on its placeholder button then opens exactly as a click on its own button opens it
 * (focus moves into it, Escape closes it and focus returns to the button).
 */
export function useClickOnMount<T extends HTMLElement>(click: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!click || done.current) return;
    done.current = true;
    ref.current?.click();
  }, [click]);
  return ref;
}
