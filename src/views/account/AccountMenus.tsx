import {
  Button,
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerHeader,
  DrawerOverlay,
  HStack,
  IconButton,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  useDisclosure,
} from '@chakra-ui/react';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../../app/paths';
import { useClickOnMount } from '../overlays/useClickOnMount';
import { useSession } from '../../live/session';
import { myAccountButton, profileMenuButton } from './accountButtons';
import { AccountNav } from './AccountNav';
import { isBuilt } from './accountMenu';
import { SiteMenuList } from '../common/SiteMenuList';

/**
 * A logged-in user's header menus (loaded with the overlays): 'My Account' with Profile,
 * Wishlist, My Bookings and Logout, and a profile icon opening the account side menu.
 * `initiallyOpen` is the one the user clicked before they had loaded.
 */
export function AccountMenus({ initiallyOpen }: { initiallyOpen: 'menu' | 'drawer' }) {
  const { loggingOut, logout } = useSession();
  const sideMenu = useDisclosure();
  const menuButton = useClickOnMount<HTMLButtonElement>(initiallyOpen === 'menu');
  const drawerButton = useClickOnMount<HTMLButtonElement>(initiallyOpen === 'drawer');
  const go = (path: string) => () => navigate(path);
  return (
    <HStack spacing={1}>
      <Menu placement="bottom-end" isLazy>
        <MenuButton as={Button} ref={menuButton} {...myAccountButton} isLoading={loggingOut} />
        <SiteMenuList zIndex="dropdown">
          <MenuItem onClick={go(paths.userProfile)} isDisabled={!isBuilt(paths.userProfile)}>
            Profile
          </MenuItem>
          <MenuItem onClick={go(paths.userWishlist)} isDisabled={!isBuilt(paths.userWishlist)}>
            Wishlist
          </MenuItem>
          <MenuItem onClick={go(paths.userUpcoming)} isDisabled={!isBuilt(paths.userUpcoming)}>
            My Bookings
          </MenuItem>
          <MenuDivider />
          <MenuItem onClick={logout} isDisabled={loggingOut}>
            Logout
          </MenuItem>
        </SiteMenuList>
      </Menu>
      <IconButton ref={drawerButton} {...profileMenuButton} onClick={sideMenu.onOpen} />
      <Drawer isOpen={sideMenu.isOpen} onClose={sideMenu.onClose} placement="right" size="xs">
        <DrawerOverlay />
        <DrawerContent>
          <DrawerCloseButton aria-label="Close profile menu" />
          <DrawerHeader>My Account</DrawerHeader>
          <DrawerBody>
            <AccountNav onChosen={sideMenu.onClose} />
          </DrawerBody>
        </DrawerContent>
      </Drawer>
    </HStack>
  );
}
