// A product's features: type and value rows, searchable in the shop.
import type { Uses } from '../../context';
import { notFound } from '../../lib/errors';
import type { ProductFeature } from '@shared/schemas/catalogue';
import { refreshSearchDocument } from '../catalogue';
import type { Actor } from '../audit';
import * as repo from './features.repo';
import { audit, changed } from './admin-catalogue.edits';
import { requireProduct } from './products.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'db' | 'english' | 'now' | 'searchIndex' | 'storage'>;

const toFeature = (f: { id: number; itemType: string; itemValue: string }): ProductFeature => ({ Id: f.id, ItemType: f.itemType, ItemValue: f.itemValue });

export async function features(ctx: Ctx, productId: number): Promise<ProductFeature[]> {
  await requireProduct(ctx, productId);
  return (await repo.featuresOf(ctx.db, productId)).map(toFeature);
}

export async function saveFeature(ctx: Ctx, admin: Actor, f: { ProductId: number; Id?: number; ItemType: string; ItemValue: string }): Promise<ProductFeature> {
  const product = await requireProduct(ctx, f.ProductId);
  const existing = f.Id ? await repo.findFeature(ctx.db, f.Id) : null;
  if (f.Id && (!existing || existing.productId !== f.ProductId)) throw notFound('Feature not found');
  const row = await ctx.db.transaction(async (tx) => {
    const saved = existing
      ? await repo.updateFeature(tx, existing.id, f.ItemType, f.ItemValue)
      : await repo.insertFeature(tx, f.ProductId, f.ItemType, f.ItemValue);
    await refreshSearchDocument(tx, f.ProductId);
    await audit(ctx, tx, admin, {
      kind: 'feature',
      action: existing ? 'updated' : 'created',
      entity: product.productCode,
      summary: `${existing ? 'Saved' : 'Added'} the feature "${f.ItemType}" of ${product.productCode}`,
      before: existing && { [existing.itemType]: existing.itemValue },
      after: { [f.ItemType]: f.ItemValue },
    });
    return saved;
  });
  changed(ctx, f.ProductId);
  return toFeature(row);
}

export async function deleteFeature(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const f = await repo.findFeature(ctx.db, id);
  if (!f) throw notFound('Feature not found');
  const product = await requireProduct(ctx, f.productId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteFeature(tx, id);
    await refreshSearchDocument(tx, f.productId);
    await audit(ctx, tx, admin, {
      kind: 'feature',
      action: 'deleted',
      entity: product.productCode,
      summary: `Deleted the feature "${f.itemType}" of ${product.productCode}`,
      before: { [f.itemType]: f.itemValue },
    });
  });
  changed(ctx, f.productId);
}
