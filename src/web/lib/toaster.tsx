// The toast stack itself, loaded with the first toast so that no page waits for it (decision 009).
// It is a React root of its own, outside the pages: a toast would outlive the page it speaks of,
// so a new page closes the ones that have been up for a while (toastsForNewPage, lib/toast.ts).
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import css from './toaster.module.css';

/** How long a toast stays. */
const TOAST_MS = 5000;

interface Toast {
  message: string;
  variant: VariantType;
}

let pending: Toast[] | null = null;

/** When each toast on screen was shown. */
const shownAt = new Map<SnackbarKey, number>();

function show({ message, variant }: Toast) {
  const key = enqueueSnackbar(message, {
    variant,
    autoHideDuration: TOAST_MS,
    preventDuplicate: true,
    onExited: (_node, k) => shownAt.delete(k),
  });
  shownAt.set(key, Date.now());
}

/** Closes the toasts shown before `time` (a toast that came with the new page stays). */
export function closeToastsShownBefore(time: number) {
  for (const [key, at] of shownAt) if (at < time) closeSnackbar(key);
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
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: css.belowHeader }}
      >
        <Ready />
      </SnackbarProvider>,
    );
    return;
  }
  show(toast);
}
