import { lazy, Suspense, useState } from 'react';
import { useIdleOverlay } from '../../live/idleSession';
import { loadOverlays } from '../overlays/load';

const IdleDialog = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.IdleDialog })));

/**
 * The session-expiry overlay, mounted once. The dialog loads with the overlays the first time
 * it opens, and stays mounted after, so it closes with its animation.
 */
export function IdleOverlay() {
  const { open } = useIdleOverlay();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <IdleDialog />
    </Suspense>
  ) : null;
}
