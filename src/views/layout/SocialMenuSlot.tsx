import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { loadOverlays, useOverlayTrigger } from '../overlays/load';
import { socialButton } from './socialButton';

const SocialMenu = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.SocialMenu })));

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
