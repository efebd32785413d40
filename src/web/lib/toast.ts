// Toasts from anywhere (the API client included): top right, 5 seconds; in the browser only.
// The stack is loaded with the first toast (./toaster).
import type { VariantType } from 'notistack';

let toaster: Promise<typeof import('./toaster')> | null = null;

/** Shows a toast in the browser. On the server (a page being rendered) there is no one to show it to: nothing happens. */
export function toast(message: string, variant: VariantType = 'default') {
  if (typeof document === 'undefined') return;
  toaster ??= import('./toaster');
  toaster.then(({ showToast }) => showToast({ message, variant })).catch((err: unknown) => console.error('A message could not be shown:', message, err));
}

/** How long a toast may have been up and still be about what the new page shows (sign in, then the page it leads to). */
const SAME_STEP_MS = 1000;

/**
 * A new page: the toasts about the page before go, those shown in the last second (by the step that
 * led here) stay. Nothing is loaded for it while no toast was ever shown.
 */
export function toastsForNewPage() {
  const before = Date.now() - SAME_STEP_MS;
  void toaster?.then(({ closeToastsShownBefore }) => closeToastsShownBefore(before)).catch(() => undefined);
}
export const toastError = (message: string) => toast(message, 'error');
export const toastSuccess = (message: string) => toast(message, 'success');
