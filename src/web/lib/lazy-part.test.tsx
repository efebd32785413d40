import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPart } from './lazy-part';

function Tabs({ name }: { name: string }) {
  return <p>tabs of {name}</p>;
}
const page = (Part: (props: { name: string }) => React.ReactNode) =>
  renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <Part name="Tarang" />
    </Suspense>,
  );

describe('a part of a page in a chunk of its own', () => {
  it('is drawn at once the first time when it was preloaded; not preloaded, it suspends like React.lazy', async () => {
    const preloaded = lazyPart(() => Promise.resolve({ default: Tabs }));
    await preloaded.preload();
    const first = page(preloaded);
    expect(first).toContain('tabs of <!-- -->Tarang');
    expect(first).not.toContain('waiting');
    const notPreloaded = lazyPart(() => Promise.resolve({ default: Tabs }));
    expect(page(notPreloaded)).toContain('waiting');
  });

  it('loads its chunk once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Tabs }));
    const Part = lazyPart(load);
    await Promise.all([Part.preload(), Part.preload()]);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never fails to preload: a chunk that did not come is asked for again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Tabs });
    const Part = lazyPart(load);
    await expect(Part.preload()).resolves.toBeUndefined();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page(Part)).toContain('tabs of');
  });
});
