import { useCallback, useState } from 'react';
import { loadOnce } from '../../model/loadOnce';

type Overlays = typeof import('./index');

/** Loads the overlays (./index.ts) once; a failed download is not kept, so the next need tries again. */
export const loadOverlays: () => Promise<Overlays> = loadOnce(() => import('./index'));

/**
 * For buttons that open an overlay. The overlays start loading as a pointer nears a button or it
 * gets focus (`preload`), so they are usually in by the click. A click (`open`) says which
 * overlay to show; the caller then mounts the real overlay, open, in the button's place (the
 * button keeps its look, and focus moves into the overlay and back to its button as usual).
 */
export function useOverlayTrigger<T extends string>() {
  const [opening, setOpening] = useState<T | null>(null);
  const preload = useCallback(() => {
    loadOverlays().catch(() => undefined);
  }, []);
  const open = useCallback((which: T) => setOpening((current) => current ?? which), []);
  return { opening, preload, open };
}
