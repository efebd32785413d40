import { api } from '../../../lib/api-client';

/** Saves a product to the signed-in shopper's wishlist (saving it again keeps one entry). */
export const saveProduct = (productId: number) =>
  api<{ Status: true; Message: string }>('wishlist', { method: 'POST', body: { ProductId: productId }, toastOnError: false });
