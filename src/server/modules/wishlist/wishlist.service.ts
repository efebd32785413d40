// The wishlist (docs/wishlist.md): products a signed-in shopper keeps for later, at most
// WISHLIST_MAX, shown as the catalogue's cards. A guest keeps the list in the browser and brings it
// into the account at sign-in (merge).
import type { Uses } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { WISHLIST_MAX, WISHLIST_MESSAGES, type WishlistAnswer, type WishlistCardsAnswer } from '@shared/schemas/wishlist';
import { publishedCards, toCard } from '../catalogue';
import * as repo from './wishlist.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now'>;

/** The saved products that are for sale, newest first; an unpublished one stays saved but is not shown. */
export async function list(ctx: Ctx, userId: string): Promise<WishlistAnswer> {
  const saved = await repo.savedOf(ctx.db, userId);
  const rows = await publishedCards(
    ctx.db,
    saved.map((s) => s.productId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    Items: saved.flatMap((s) => {
      const row = byId.get(s.productId);
      return row ? [{ ...toCard(row), SavedAt: s.createdAt.toISOString() }] : [];
    }),
  };
}

/** Saves a product for sale; saving it again keeps the one entry. A full list is refused. */
export async function add(ctx: Ctx, userId: string, productId: number): Promise<{ Status: true; Message: string }> {
  const [card] = await publishedCards(ctx.db, [productId]);
  if (!card) throw notFound(WISHLIST_MESSAGES.productNotFound);
  await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    if (await repo.holds(tx, userId, productId)) return;
    if ((await repo.countOf(tx, userId)) >= WISHLIST_MAX) throw conflict(WISHLIST_MESSAGES.full);
    await repo.insertSaved(tx, userId, [{ productId, at: ctx.now() }]);
  });
  return { Status: true, Message: WISHLIST_MESSAGES.added };
}

/** Takes a product off the shopper's own list (a product not on it: nothing to do). */
export async function remove(ctx: Ctx, userId: string, productId: number): Promise<{ Status: true; Message: string }> {
  if (!(await repo.productExists(ctx.db, productId))) throw notFound(WISHLIST_MESSAGES.productNotFound);
  await repo.deleteSaved(ctx.db, userId, productId);
  return { Status: true, Message: WISHLIST_MESSAGES.removed };
}

/**
 * Brings a guest's list (newest first) into the account: products not for sale are dropped without a
 * word, those saved already stay as they were, and the rest are saved, newest first, while there is
 * room. Answers the whole list as it then is.
 */
export async function merge(ctx: Ctx, userId: string, productIds: readonly number[]): Promise<WishlistAnswer> {
  const wanted = [...new Set(productIds)];
  const forSale = new Set((await publishedCards(ctx.db, wanted)).map((r) => r.id));
  const candidates = wanted.filter((id) => forSale.has(id));
  if (candidates.length > 0) {
    await ctx.db.transaction(async (tx) => {
      await repo.lockOwner(tx, userId);
      const held = new Set((await repo.savedOf(tx, userId)).map((s) => s.productId));
      const room = WISHLIST_MAX - held.size;
      const now = ctx.now().getTime();
      // The guest's newest first: one millisecond apart, so that the list keeps their order.
      const fresh = candidates.filter((id) => !held.has(id)).slice(0, Math.max(0, room));
      await repo.insertSaved(
        tx,
        userId,
        fresh.map((productId, i) => ({ productId, at: new Date(now - i) })),
      );
    });
  }
  return list(ctx, userId);
}

/** A guest's saved products as cards, in the order asked; those not for sale are left out. */
export async function guestCards(ctx: Ctx, productIds: readonly number[]): Promise<WishlistCardsAnswer> {
  const rows = await publishedCards(ctx.db, productIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { Items: productIds.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : [])) };
}
