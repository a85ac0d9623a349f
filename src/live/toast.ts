/**
 * Toasts from the live layer (machine actions run outside React). The toaster (toaster.ts) loads
 * with the first toast, and so does the page's toast region (src/app/ToastRegion.tsx), which
 * listens here: the tab's actors start before the page's components, and a toast is never
 * needed that early.
 */
let toaster: Promise<typeof import('./toaster')> | undefined;
let shown = false;
const listeners = new Set<() => void>();

/** Shows a toast; the same message already on screen is not shown a second time. */
export function showToast({ status, message }: { status: 'success' | 'error' | 'info'; message: string }): void {
  toaster ??= import('./toaster');
  if (!shown) {
    shown = true;
    listeners.forEach((listener) => listener());
  }
  const id = toastId(message);
  void toaster.then(({ toast }) => {
    if (!toast.isActive(id)) toast({ id, status, title: message });
  });
}

/** A message's toast id, fit for an element id: `Profile updated successfully.` -> `profile-updated-successfully`. */
function toastId(message: string): string {
  return message.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'message';
}

/** Whether a toast has been asked for in this tab. */
export function toastsShown(): boolean {
  return shown;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
