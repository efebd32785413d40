import { endSession } from './lib/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import './app/base.css';
import { theme } from './app/theme';
import { AppRoutes } from './app/router';
import { navigate } from './lib/router';
import { setSignedOutHandler } from './lib/api-client';
import { VersionCheck } from './app/version-check-component';
import { SessionBootstrap } from './app/session-bootstrap';
import { CartProvider } from './features/cart/cart-provider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

setSignedOutHandler(() => {
  endSession(queryClient);
  const here = window.location.pathname + window.location.search;
  navigate('/account/signin', { state: { from: here } });
});

const rootElement = document.getElementById('root')!;
// The header bar index.html draws until now gives way to the app in the same frame.
rootElement.replaceChildren();
createRoot(rootElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <VersionCheck />
        <SessionBootstrap>
          <CartProvider>
            <AppRoutes />
          </CartProvider>
        </SessionBootstrap>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
