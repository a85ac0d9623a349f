/**
 * Toasts from the live layer (machine actions run outside React). The toaster (toaster.ts) loads
 * with the first toast: the tab's actors start before the page's components, and a toast is
 * never needed that early.
 */
let toaster: Promise<typeof import('./toaster')> | undefined;

export function showToast({ status, message }: { status: 'success' | 'error'; message: string }): void {
  toaster ??= import('./toaster');
  void toaster.then(({ toast }) => toast({ status, title: message }));
}
