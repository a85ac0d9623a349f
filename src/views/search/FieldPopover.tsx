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
}

export default function FieldPopover({ id, isOpen, onClose, label, placement, width, children, footer }: FieldPopoverProps) {
  return (
    <Popover isOpen={isOpen} onClose={onClose} placement={placement} closeOnBlur={false} isLazy returnFocusOnClose={false}>
      <PopoverAnchor>
        <Box h={0} w="full" />
      </PopoverAnchor>
      <PopoverContent id={id} w={width ?? 'auto'} maxW="100vw" aria-label={label}>
        <PopoverArrow />
        <PopoverBody p={2} maxH="70vh" overflowY="auto">
          {children}
        </PopoverBody>
        {footer && <PopoverFooter display="flex" justifyContent="space-between">{footer}</PopoverFooter>}
      </PopoverContent>
    </Popover>
  );
}
