import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A part of a page in a chunk of its own (below the fold), that the server may have drawn already.
 * React.lazy suspends the first time it draws a part, even when its chunk has arrived: while the
 * browser takes a server-rendered page over, such a part is left as the server drew it, and any
 * update that reaches it before it is taken over makes React throw the server's HTML away and draw
 * the part again. A part preloaded before the page is taken over (`preload`, called by main.tsx
 * for the page's route) is drawn at once instead: the page is taken over in one pass
 * (docs/rendering.md). Elsewhere it is React.lazy, with its Suspense boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Part(props: P) {
    // Chosen once where it is drawn: switching from the lazy part to the loaded one would draw it anew.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  // Never fails: a part whose chunk did not come is drawn by React.lazy, which asks for it again and
  // shows a failure through the page's error boundary; the next preload asks again too.
  Part.preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      () => {
        loading = undefined;
      },
    ));
  return Part;
}
