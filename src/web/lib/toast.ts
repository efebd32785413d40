// Toasts from anywhere (the API client included): top right, 5 seconds (spec section 8).
import { enqueueSnackbar, type VariantType } from 'notistack';

export const TOAST_MS = 5000;

export function toast(message: string, variant: VariantType = 'default') {
  enqueueSnackbar(message, { variant, autoHideDuration: TOAST_MS, preventDuplicate: true });
}
export const toastError = (message: string) => toast(message, 'error');
export const toastSuccess = (message: string) => toast(message, 'success');
