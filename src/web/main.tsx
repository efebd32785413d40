import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@shared/page-render';
import './app/base.css';
import { App } from './app/app';
import { preloadPageParts } from './app/router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

const rootElement = document.getElementById('root')!;
const state = document.getElementById(PAGE_STATE_ID)?.textContent;
if (rootElement.dataset.rendered === 'server' && state) {
  // The server rendered this page from these answers: the browser takes the page over as it is.
  // A kept page is dropped as soon as the catalogue changes, so its answers are as fresh as new ones.
  const dehydrated = JSON.parse(state) as DehydratedState;
  for (const query of dehydrated.queries) query.state.dataUpdatedAt = Date.now();
  hydrate(queryClient, dehydrated);
  // Its parts in chunks of their own first (preloaded by the page's head, so they are on their way
  // already): the page is then taken over in one pass, none of it drawn again.
  // As a transition, React hydrates the page in short slices and yields to the browser between
  // them, so a tap or a key press is answered while the page is taken over (no long task).
  const takeOver = () =>
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  preloadPageParts(window.location.pathname).then(takeOver, takeOver);
} else {
  // The header bar index.html draws until now gives way to the app in the same frame.
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
