/**
 * The popover of a panel field, loaded on first use with its positioning code (kept out of the
 * home page's first load). It is anchored under the field's own trigger button.
 */
import { Box, Popover, PopoverAnchor, PopoverArrow, PopoverBody, PopoverContent, PopoverFooter, type PlacementWithLogical } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldPopoverProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  label: string;
  placement: PlacementWithLogical;
  width?: Record<string, string> | string;
  children: ReactNode;
  footer?: ReactNode;
  /** Focus the first control inside on opening (the calendar focuses its own day instead). */
  autoFocus?: boolean;
}

/** Below this the popover keeps its height and the page scrolls: a few lines are too little to edit in. */
const MIN_SPACE = 240;
/** Kept free under the popover, past the arrow's gap above it. */
const MARGIN = 16;

/**
 * The popover stays under its field (no flip: flipped up it slid under the sticky header) and
 * never reaches past the bottom of the screen: the room left there is handed to the content as
 * `--field-popover-space`, and the body scrolls inside it while the footer stays in view.
 */
const fitBelow = {
  name: 'fitBelow',
  enabled: true,
  phase: 'beforeWrite' as const,
  fn: ({ state }: { state: { elements: { reference: Element | { getBoundingClientRect(): DOMRect }; popper: HTMLElement } } }) => {
    const bottom = state.elements.reference.getBoundingClientRect().bottom;
    const space = Math.max(MIN_SPACE, window.innerHeight - bottom - MARGIN);
    state.elements.popper.style.setProperty('--field-popover-space', `${Math.round(space)}px`);
  },
};

export default function FieldPopover({ id, isOpen, onClose, label, placement, width, children, footer, autoFocus = true }: FieldPopoverProps) {
  return (
    <Popover
      isOpen={isOpen}
      onClose={onClose}
      placement={placement}
      closeOnBlur={false}
      isLazy
      returnFocusOnClose={false}
      autoFocus={autoFocus}
      flip={false}
      modifiers={[fitBelow]}
    >
      <PopoverAnchor>
        <Box h={0} w="full" />
      </PopoverAnchor>
      <PopoverContent id={id} w={width ?? 'auto'} maxW="100vw" maxH="var(--field-popover-space, 70vh)" display="flex" flexDirection="column" aria-label={label}>
        <PopoverArrow />
        <PopoverBody p={2} flex="1" minH={0} overflowY="auto">
          {children}
        </PopoverBody>
        {footer && <PopoverFooter display="flex" justifyContent="space-between">{footer}</PopoverFooter>}
      </PopoverContent>
    </Popover>
  );
}
