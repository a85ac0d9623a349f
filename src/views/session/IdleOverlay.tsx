import { Suspense } from 'react';
import { useIdleOverlay } from '../../live/idleSession';
import { onDemand, useOnceTrue } from '../common/onDemand';
import { loadOverlays } from '../overlays/load';

const { Component: IdleDialog } = onDemand(loadOverlays, 'IdleDialog');

/**
 * The session-expiry overlay, mounted once. The dialog loads with the overlays the first time
 * it opens, and stays mounted after, so it closes with its animation.
 */
export function IdleOverlay() {
  const { open } = useIdleOverlay();
  const opened = useOnceTrue(open);
  return opened ? (
    <Suspense fallback={null}>
      <IdleDialog />
    </Suspense>
  ) : null;
}
