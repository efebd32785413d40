import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { theme } from './app/theme';
import { router } from './app/router';
import { TOAST_MS } from './lib/toast';
import { setSignedOutHandler } from './lib/api-client';
import { VersionCheck } from './app/version-check-component';
import { SessionBootstrap } from './app/session-bootstrap';
import { CartProvider } from './features/cart/cart-provider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

setSignedOutHandler(() => {
  queryClient.clear();
  const here = window.location.pathname + window.location.search;
  void router.navigate('/account/signin', { state: { from: here } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          '.skip-link': { position: 'absolute', left: -9999, top: 0, zIndex: 2000, background: '#fff', padding: 8 },
          '.skip-link:focus': { left: 8 },
        }}
      />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <VersionCheck />
          <SessionBootstrap>
            <CartProvider>
              <RouterProvider router={router} />
            </CartProvider>
          </SessionBootstrap>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
