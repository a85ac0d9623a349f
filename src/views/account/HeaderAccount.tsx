import {
  Button,
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerHeader,
  DrawerOverlay,
  HStack,
  Icon,
  IconButton,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  useDisclosure,
} from '@chakra-ui/react';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../../app/paths';
import { useLoginDialog } from '../../live/loginFlow';
import { useSession } from '../../live/session';
import { AccountNav } from './AccountNav';
import { isBuilt } from './accountMenu';

const PERSON = 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z';
const CHEVRON = 'M7 10l5 5 5-5z';

/**
 * The header's account node (spec 000 §2 Home page): logged out, 'Login / Sign Up' opens the
 * login modal; logged in, 'My Account' with Profile, Wishlist, My Bookings and Logout, and a
 * profile icon opening the account side menu.
 */
export function HeaderAccount() {
  const { loggedIn, loggingOut, logout } = useSession();
  const { openLogin } = useLoginDialog();
  const sideMenu = useDisclosure();

  if (!loggedIn) {
    return (
      <Button size="sm" colorScheme="brand" onClick={() => openLogin()}>
        Login / Sign Up
      </Button>
    );
  }

  const go = (path: string) => () => navigate(path);
  return (
    <HStack spacing={1}>
      <Menu placement="bottom-end" isLazy>
        <MenuButton as={Button} size="sm" colorScheme="brand" rightIcon={<Glyph d={CHEVRON} />} isLoading={loggingOut}>
          My Account
        </MenuButton>
        <MenuList zIndex="dropdown">
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
        </MenuList>
      </Menu>
      <IconButton aria-label="Open profile menu" variant="ghost" size="sm" isRound icon={<Glyph d={PERSON} boxSize={5} />} onClick={sideMenu.onOpen} />
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

function Glyph({ d, boxSize = 4 }: { d: string; boxSize?: number }) {
  return (
    <Icon viewBox="0 0 24 24" boxSize={boxSize} aria-hidden="true" focusable={false}>
      <path fill="currentColor" d={d} />
    </Icon>
  );
}
