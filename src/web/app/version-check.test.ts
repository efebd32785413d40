import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CHECK_MS, startVersionChecks } from './version-check';

/** A document whose visibility the test sets, with the listeners the checks add to it. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    show() {
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

describe('the version check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing while the page loads, then asks once it has settled and every five minutes', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const doc = fakeDocument();
    const stop = startVersionChecks(doc as unknown as Document, run);
    vi.advanceTimersByTime(FIRST_CHECK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks at once when the tab is shown again, not when it is hidden, and stops when asked to', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const doc = fakeDocument();
    const stop = startVersionChecks(doc as unknown as Document, run);
    doc.visibilityState = 'hidden';
    doc.show();
    expect(run).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.show();
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(doc.listeners.size).toBe(0);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
