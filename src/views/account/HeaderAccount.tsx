import { Button, HStack, IconButton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLoginDialog } from '../../live/loginFlow';
import { useSession } from '../../live/session';
import { onDemand } from '../common/onDemand';
import { loadOverlays, useOverlayTrigger } from '../overlays/load';
import { myAccountButton, profileMenuButton } from './accountButtons';

const { Component: AccountMenus } = onDemand(loadOverlays, 'AccountMenus');

/**
 * The header's account node: logged out, 'Login / Sign Up' opens the
 * login modal; logged in, 'My Account' and the profile icon, whose menus (AccountMenus) load
 * with the overlays and take the buttons' place at the first click. The overlays start loading
 * as a pointer nears a button or it gets focus.
 */
export function HeaderAccount() {
  const { loggedIn, loggingOut } = useSession();
  const { openLogin } = useLoginDialog();
  const { opening, preload, open } = useOverlayTrigger<'menu' | 'drawer'>();
  const near = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };

  if (!loggedIn) {
    return (
      <Button size="sm" colorScheme="brand" onClick={() => openLogin()} {...near}>
        Login / Sign Up
      </Button>
    );
  }

  const buttons = (
    <HStack spacing={1}>
      <Button {...myAccountButton} isLoading={loggingOut} aria-haspopup="menu" aria-expanded={false} onClick={() => open('menu')} {...near} />
      <IconButton {...profileMenuButton} onClick={() => open('drawer')} {...near} />
    </HStack>
  );
  if (!opening) return buttons;
  return (
    <Suspense fallback={buttons}>
      <AccountMenus initiallyOpen={opening} />
    </Suspense>
  );
}
