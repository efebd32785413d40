// The app reloads itself when the server publishes a version other than its own.
import { useEffect } from 'react';
import { APP_VERSION } from '@shared/constants';
import { readStored, writeStored } from '../lib/stored-value';

const RELOADED_FOR = 'swara.reloadedForVersion';
const EVERY_MS = 5 * 60 * 1000;

async function check() {
  try {
    // At low priority: the check waits behind what the page itself loads, and never delays it.
    const res = await fetch('/meta.json', { cache: 'no-store', priority: 'low' });
    if (!res.ok) return;
    const { version } = (await res.json()) as { version?: string };
    if (!version || version === APP_VERSION) {
      writeStored(RELOADED_FOR, null, 'session');
      return;
    }
    // Reload once per new version, so a stale cache cannot make it loop.
    // Where the tab cannot note it, it does not reload.
    if (readStored(RELOADED_FOR, 'session') === version || !writeStored(RELOADED_FOR, version, 'session')) return;
    window.location.reload();
  } catch {
    /* offline: try again later */
  }
}

export function useVersionCheck() {
  useEffect(() => {
    void check();
    const timer = setInterval(check, EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
