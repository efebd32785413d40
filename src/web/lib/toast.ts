// Toasts from anywhere (the API client included): top right, 5 seconds.
// The stack is loaded with the first toast (./toaster).
import type { VariantType } from 'notistack';

export const TOAST_MS = 5000;

export function toast(message: string, variant: VariantType = 'default') {
  void import('./toaster').then(({ showToast }) => showToast({ message, variant }));
}
export const toastError = (message: string) => toast(message, 'error');
export const toastSuccess = (message: string) => toast(message, 'success');
