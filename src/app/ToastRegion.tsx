import { Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsShown } from '../live/toast';
import { onDemand } from '../views/common/onDemand';
import { loadOverlays } from '../views/overlays/load';

const { Component: Toasts } = onDemand(loadOverlays, 'Toasts');

/** The toast region, from the first toast on (it loads with the overlays). */
export function ToastRegion() {
  const shown = useSyncExternalStore(subscribeToToasts, toastsShown, toastsShown);
  return shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
