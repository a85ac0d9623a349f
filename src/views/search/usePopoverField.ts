import { useDisclosure } from '@chakra-ui/react';
import { lazy, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

const loadPopover = () => import('./FieldPopover');
export const FieldPopover = lazy(loadPopover);

/**
 * Who decides whether a field's popover is open: in the search panel the search machine (it
 * opens the next field when one is done); without one (the hotel page's stay editor) the field
 * itself.
 */
export interface FieldControl {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Open state of a panel field's popover: the trigger toggles it, a click outside the field or
 * Escape closes it and focus goes back to the trigger. The popover code loads on first hover,
 * focus or click, or when the field is opened for the traveller.
 */
export function usePopoverField(control?: FieldControl) {
  const own = useDisclosure();
  const { isOpen, onOpen, onClose: close } = control ?? own;
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onClose = useCallback(() => {
    close();
    trigger.current?.focus();
  }, [close]);
  const field = useDismiss<HTMLDivElement>(isOpen, close, onClose);
  const preload = () => void loadPopover();
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? id : undefined,
    onMouseEnter: preload,
    onFocus: preload,
    onClick: () => {
      setRequested(true);
      if (isOpen) close();
      else onOpen();
    },
  };
  return { id, isOpen, onClose, requested: requested || isOpen, field, triggerProps };
}
