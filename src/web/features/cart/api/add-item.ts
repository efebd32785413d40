import { SPECIFIC_CODES } from '@shared/refusal';
import { api, ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { guestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';

export interface AddItemInput {
  productId: number;
  variantId: number;
  quantity: number;
}

const post = (input: AddItemInput, UserCartId: string | undefined) =>
  api<{ Status: true; Message: string; Id: string }>('public/cart/additem', {
    method: 'POST',
    body: { UserCartId: UserCartId ?? null, ProductId: input.productId, VariantId: input.variantId, Quantity: input.quantity },
    toastOnError: false,
  });

/** A guest's first add answers the new cart's id, kept and sent from then on (docs/cart.md). */
export async function addItem(input: AddItemInput): Promise<void> {
  const signedIn = !!authStore.get();
  const held = cartIdToSend(signedIn, guestCartId.get());
  let answer;
  try {
    answer = await post(input, held);
  } catch (err) {
    // The guest cart we held no longer exists: start a new one.
    if (!signedIn && held && err instanceof ApiError && err.code === SPECIFIC_CODES.cartNotFound) {
      guestCartId.clear();
      answer = await post(input, undefined);
    } else throw err;
  }
  if (!signedIn && answer.Id) guestCartId.set(answer.Id);
}
