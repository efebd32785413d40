// Toasts from anywhere (the API client included): top right, 5 seconds; in the browser only.
// The stack is loaded with the first toast (./toaster).
import type { VariantType } from 'notistack';

/** Shows a toast in the browser. On the server (a page being rendered) there is no one to show it to: nothing happens. */
export function toast(message: string, variant: VariantType = 'default') {
  if (typeof document === 'undefined') return;
  import('./toaster')
    .then(({ showToast }) => showToast({ message, variant }))
    .catch((err: unknown) => console.error('A message could not be shown:', message, err));
}
export const toastError = (message: string) => toast(message, 'error');
export const toastSuccess = (message: string) => toast(message, 'success');
