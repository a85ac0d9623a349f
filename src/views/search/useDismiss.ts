import { useOutsideClick } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * Closes a popover on a click outside its field (trigger and content). Used instead of Chakra's
 * close-on-blur: the calendar and the steppers move or drop focus inside the popover (a clicked
 * day re-renders, a plus turns disabled), which must not close it.
 */
export function useDismiss<T extends HTMLElement>(isOpen: boolean, onClose: () => void) {
  const ref = useRef<T>(null);
  useOutsideClick({ ref, enabled: isOpen, handler: onClose });
  return ref;
}
