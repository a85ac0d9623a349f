import { Button, Drawer, DrawerBody, DrawerCloseButton, DrawerContent, DrawerFooter, DrawerHeader, DrawerOverlay } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** The filter panel the drawer holds. */
  panel: ReactNode;
  /** The closing button's text ("Show 24 hotels"). */
  showLabel: string;
}

/**
 * Below 768 px the filters open in a drawer from the bottom. Its own module, loaded on demand
 * (ResultsPage): the drawer's parts (Chakra's modal, framer-motion) are not on the results
 * page's first load, where a phone waited for them before it could show the list.
 */
export function FilterDrawer({ isOpen, onClose, panel, showLabel }: FilterDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} placement="bottom">
      <DrawerOverlay />
      <DrawerContent maxH="85vh" borderTopRadius="xl">
        <DrawerCloseButton />
        <DrawerHeader>Filter hotels</DrawerHeader>
        <DrawerBody>{panel}</DrawerBody>
        <DrawerFooter>
          <Button w="100%" onClick={onClose}>
            {showLabel}
          </Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
