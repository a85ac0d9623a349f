import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsShown } from '../live/toast';
import { loadOverlays } from '../views/overlays/load';

const Toasts = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.Toasts })));

/** The toast region, from the first toast on (it loads with the overlays). */
export function ToastRegion() {
  const shown = useSyncExternalStore(subscribeToToasts, toastsShown, toastsShown);
  return shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
