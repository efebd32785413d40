// The wishlist (docs/wishlist.md): products a shopper keeps for later.
import { z } from 'zod';
import { idSchema } from './common';
import { productCardSchema } from './catalogue';
import { WISHLIST_MAX } from '../wishlist';

export { WISHLIST_MAX, WISHLIST_MESSAGES } from '../wishlist';

export const wishlistAddBody = z.object({ ProductId: idSchema });
export const wishlistParams = z.object({ productId: idSchema });
/** A guest's wishlist, kept in the browser, brought into the account at sign-in. */
export const wishlistMergeBody = z.object({ ProductIds: z.array(idSchema).max(WISHLIST_MAX) });

/** The saved products as cards (current price, MRP and stock of the variant each is offered with), newest first. */
export const wishlistAnswer = z.object({ Items: z.array(productCardSchema.extend({ SavedAt: z.string() })) });
export type WishlistAnswer = z.infer<typeof wishlistAnswer>;

/** A guest's saved products as cards: the ids kept in the browser, comma-separated. */
export const wishlistCardsQuery = z.object({
  Ids: z
    .string({ error: 'Choose the products to show' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Ids are product ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => idSchema.safeParse(id).success), 'Invalid Id')
    .refine((ids) => ids.length <= WISHLIST_MAX, `A wishlist keeps at most ${WISHLIST_MAX} products`),
});
/** The cards of a guest's saved products, in the order asked; unknown and unpublished ones left out. */
export const wishlistCardsAnswer = z.object({ Items: z.array(productCardSchema) });
export type WishlistCardsAnswer = z.infer<typeof wishlistCardsAnswer>;
