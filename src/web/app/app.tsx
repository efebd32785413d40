// The app inside its router, the same in the browser and in the server's renderer.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './router';
import { VersionCheck } from './version-check-component';
import { SessionBootstrap } from './session-bootstrap';
import { CartProvider } from '../features/cart/cart-provider';
import { WishlistProvider } from '../features/wishlist/wishlist-provider';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VersionCheck />
      <SessionBootstrap>
        <CartProvider>
          <WishlistProvider>
            <AppRoutes />
          </WishlistProvider>
        </CartProvider>
      </SessionBootstrap>
    </QueryClientProvider>
  );
}
