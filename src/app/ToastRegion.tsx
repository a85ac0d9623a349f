import { Box } from '@chakra-ui/react';
import { Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsShown } from '../live/toast';
import { onDemand } from '../views/common/onDemand';
import { loadOverlays } from '../views/overlays/load';

const { Component: Toasts } = onDemand(loadOverlays, 'Toasts');

/**
 * The page's one live region for toasts, there from the start (a region that appears with its
 * first message is not always read out); what it shows loads with the first toast (the overlays).
 */
export function ToastRegion() {
  const shown = useSyncExternalStore(subscribeToToasts, toastsShown, toastsShown);
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label="Notifications"
      position="fixed"
      top="env(safe-area-inset-top, 0px)"
      left={0}
      right={0}
      zIndex="toast"
      pointerEvents="none"
      display="flex"
      flexDirection="column"
      alignItems="center"
    >
      {shown && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </Box>
  );
}
