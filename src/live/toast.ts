/**
 * Toasts from the live layer (machine actions run outside React). The toaster (toaster.ts) loads
 * with the first toast, and so does the page's toast region (src/app/ToastRegion.tsx), which
 * listens here: the tab's actors start before the page's components, and a toast is never
 * needed that early.
 */
let toaster: Promise<typeof import('./toaster')> | undefined;
let shown = false;
const listeners = new Set<() => void>();

export function showToast({ status, message }: { status: 'success' | 'error' | 'info'; message: string }): void {
  toaster ??= import('./toaster');
  if (!shown) {
    shown = true;
    listeners.forEach((listener) => listener());
  }
  void toaster.then(({ toast }) => toast({ status, title: message }));
}

/** Whether a toast has been asked for in this tab. */
export function toastsShown(): boolean {
  return shown;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
