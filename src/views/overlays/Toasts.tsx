import { ToastProvider } from '@chakra-ui/react';

/** Chakra's toast region: it shows what the toast store holds (src/live/toaster.ts adds to it). */
export function Toasts() {
  return <ToastProvider />;
}
