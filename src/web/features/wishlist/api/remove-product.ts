import { api } from '../../../lib/api-client';

/** Takes a product off the signed-in shopper's wishlist. */
export const removeProduct = (productId: number) => api<{ Status: true; Message: string }>(`wishlist/${productId}`, { method: 'DELETE', toastOnError: false });
