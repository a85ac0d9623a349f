import { IconButton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { onDemand } from '../common/onDemand';
import { loadOverlays, useOverlayTrigger } from '../overlays/load';
import { socialButton } from './socialButton';

const { Component: SocialMenu } = onDemand(loadOverlays, 'SocialMenu');

/**
 * The social menu's place in the header: its button until the first click, then the menu
 * itself, open (it loads with the overlays, which start loading as a pointer nears the button
 * or it gets focus).
 */
export function SocialMenuSlot() {
  const { opening, preload, open } = useOverlayTrigger<'menu'>();
  const button = (
    <IconButton
      {...socialButton}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => open('menu')}
    />
  );
  if (!opening) return button;
  return (
    <Suspense fallback={button}>
      <SocialMenu openOnMount />
    </Suspense>
  );
}
