// The pictures of a product and of its variants: listing, uploading and deleting them.
import type { Uses } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { Image } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import type { Actor } from '../audit';
import * as repo from './images.repo';
import { discardImageFiles, storeImages } from '../../lib/uploads';
import { audit, changed, type Conn } from './admin-catalogue.edits';
import { requireProduct, type ProductRow } from './products.service';
import { requireVariantOf } from './variants.service';
import * as catalogue from '../catalogue';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'config' | 'db' | 'english' | 'now' | 'searchIndex' | 'sleep' | 'sms' | 'storage' | 'wakeMessages'>;

const M = ADMIN_MESSAGES;

const toImage = catalogue.toImage;
type ImageRow = catalogue.ImageRow;

export async function productImages(ctx: Ctx, productId: number): Promise<Image[]> {
  await requireProduct(ctx, productId);
  return (await repo.productImagesOf(ctx.db, productId)).map(toImage);
}

/** The audit entry of images added to a product or one of its variants. */
const imagesAdded = (ctx: Ctx, tx: Conn, admin: Actor, product: ProductRow, rows: ImageRow[], variantTitle?: string) =>
  audit(ctx, tx, admin, {
    kind: 'image',
    action: 'added',
    entity: product.productCode,
    summary: `Added ${rows.length} image${rows.length === 1 ? '' : 's'} to ${product.productCode}${variantTitle ? ` / ${variantTitle}` : ''}`,
    after: { Images: rows.map((r) => r.fileName) },
  });

export async function uploadProductImages(ctx: Ctx, admin: Actor, productId: number, files: Buffer[]): Promise<Image[]> {
  const product = await requireProduct(ctx, productId);
  if (!files.length) throw badRequest(M.noFilesSelected);
  const stored = await storeImages(ctx, `products/${productId}`, files);
  const rows = await ctx.db.transaction(async (tx) => {
    const added = await repo.insertImages(tx, productId, null, stored);
    await imagesAdded(ctx, tx, admin, product, added);
    return added;
  });
  changed(ctx, productId);
  return rows.map(toImage);
}

/** Deletes a product image (variantImage false) or a variant image (true). */
export async function deleteImage(ctx: Ctx, admin: Actor, id: number, variantImage: boolean): Promise<void> {
  const img = await repo.findImage(ctx.db, id);
  if (!img || (img.variantId !== null) !== variantImage) throw notFound(M.imageNotFound);
  const product = await requireProduct(ctx, img.productId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteImage(tx, id);
    await audit(ctx, tx, admin, {
      kind: 'image',
      action: 'deleted',
      entity: product.productCode,
      summary: `Deleted ${variantImage ? 'a variant' : 'a product'} image of ${product.productCode}`,
      before: { Image: img.fileName },
    });
  });
  changed(ctx, img.productId);
  await discardImageFiles(ctx, [img]);
}

export async function uploadVariantImages(ctx: Ctx, admin: Actor, productId: number, variantId: number, files: Buffer[]): Promise<Image[]> {
  const product = await requireProduct(ctx, productId);
  const variant = await requireVariantOf(ctx, productId, variantId);
  if (!files.length) throw badRequest(M.noFilesSelected);
  const stored = await storeImages(ctx, `products/${productId}`, files);
  const rows = await ctx.db.transaction(async (tx) => {
    const added = await repo.insertImages(tx, productId, variantId, stored);
    await imagesAdded(ctx, tx, admin, product, added, variant.title);
    return added;
  });
  changed(ctx, productId);
  return rows.map(toImage);
}
