// The toast stack itself, loaded with the first toast so that no page waits for it (decision 009).
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, enqueueSnackbar, type VariantType } from 'notistack';

/** How long a toast stays. */
const TOAST_MS = 5000;

interface Toast {
  message: string;
  variant: VariantType;
}

let pending: Toast[] | null = null;

function show({ message, variant }: Toast) {
  enqueueSnackbar(message, { variant, autoHideDuration: TOAST_MS, preventDuplicate: true });
}

/** Shows the toasts asked for while the stack was being mounted. */
function Ready() {
  useEffect(() => {
    const waiting = pending ?? [];
    pending = null;
    waiting.forEach(show);
  }, []);
  return null;
}

export function showToast(toast: Toast) {
  if (pending) {
    pending.push(toast);
    return;
  }
  if (!document.getElementById('toasts')) {
    pending = [toast];
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.appendChild(host);
    createRoot(host).render(
      <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Ready />
      </SnackbarProvider>,
    );
    return;
  }
  show(toast);
}
