import { useOutsideClick } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * Closes a popover on a click outside its field (trigger and content), and on Escape wherever
 * focus is (a clicked calendar day re-renders and focus can fall back to the page). Used instead of Chakra's
 * close-on-blur: the calendar and the steppers move or drop focus inside the popover (a clicked
 * day re-renders, a plus turns disabled), which must not close it. `onEscape` (default
 * `onClose`) may also put focus back on the trigger: a click outside leaves it where it went.
 */
export function useDismiss<T extends HTMLElement>(isOpen: boolean, onClose: () => void, onEscape: () => void = onClose) {
  const ref = useRef<T>(null);
  useOutsideClick({ ref, enabled: isOpen, handler: onClose });
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onEscape]);
  return ref;
}
