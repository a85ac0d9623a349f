import { Box, toastStore } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';

type Store = ReturnType<typeof toastStore.getState>;
type Position = keyof Store;
type ToastEntry = Store[Position][number];

/**
 * The toasts the store holds (src/live/toaster.ts adds to it), drawn inside the page's one live
 * region (src/app/ToastRegion.tsx). Chakra's own ToastProvider puts every toast in two live
 * regions, its list's and the toast's own `role="status"`, so a screen reader says each toast
 * twice ("Profile updated successfully." was heard twice). Here a toast is only what it shows:
 * the region around it says it once. Each hides after its duration (4 s), the wait starting again
 * while a pointer rests on it, or when closed.
 */
export function Toasts() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  const toasts = (Object.keys(state) as Position[]).flatMap((position) => state[position]);
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </>
  );
}

function ToastItem({ toast }: { toast: ToastEntry }) {
  const [hovered, setHovered] = useState(false);
  const { id, position, duration, requestClose } = toast;
  useEffect(() => {
    if (requestClose) toastStore.removeToast(id, position);
  }, [requestClose, id, position]);
  useEffect(() => {
    if (hovered || duration === null) return undefined;
    const timer = setTimeout(() => toastStore.removeToast(id, position), duration ?? 5000);
    return () => clearTimeout(timer);
  }, [hovered, duration, id, position]);
  return (
    <Box pointerEvents="auto" maxW="560px" minW="300px" m={2} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {toast.message({ id, onClose: () => toastStore.removeToast(id, position) })}
    </Box>
  );
}
