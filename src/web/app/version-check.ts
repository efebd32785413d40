// The app reloads itself when the server publishes a version other than its own.
import { useEffect } from 'react';
import { APP_VERSION } from '@shared/constants';
import { readStored, writeStored } from '../lib/stored-value';

const RELOADED_FOR = 'swara.reloadedForVersion';
const EVERY_MS = 5 * 60 * 1000;
// The page's own pictures, code and answers come first: a phone on a slow network spends its first
// seconds on them, and a version check in between only delays the page. A page just loaded was
// sent by the server as it is now, so nothing is lost by asking a little later.
export const FIRST_CHECK_MS = 10_000;

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

/**
 * Checks the server's version a while after the page opened, then every few minutes and whenever
 * the tab is shown again (as after a deploy, coming back to a tab left open). Returns the stop.
 */
export function startVersionChecks(doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document, run: () => unknown = check) {
  const first = setTimeout(run, FIRST_CHECK_MS);
  const timer = setInterval(run, EVERY_MS);
  const onVisible = () => doc.visibilityState === 'visible' && void run();
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

export function useVersionCheck() {
  useEffect(() => startVersionChecks(), []);
}
