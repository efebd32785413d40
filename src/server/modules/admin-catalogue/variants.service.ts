// A product's variants: price, MRP, stock and which one is the default.
import type { Uses } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { formatRupees, toPaise, toRupees } from '@shared/money';
import type { Variant } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, type CreateVariant, type UpdateVariant } from '@shared/schemas/admin-catalogue';
import * as catalogue from '../catalogue';
import type { Actor } from '../audit';
import * as repo from './variants.repo';
import * as imagesRepo from './images.repo';
import { discardImageFiles } from '../../lib/uploads';
import { tellRestocked } from '../stock-alerts';
import { audit, changed } from './admin-catalogue.edits';
import { requireProduct } from './products.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'config' | 'db' | 'english' | 'now' | 'searchIndex' | 'sleep' | 'sms' | 'storage' | 'wakeMessages'>;

const M = ADMIN_MESSAGES;

/** A variant's values as the audit log keeps them (amounts in rupees, as the admin screens show them). */
export const variantFacts = (v: {
  title: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  isDefault: boolean;
  metrixWeight: number;
  productWeight: number;
}) => ({
  Title: v.title,
  Price: toRupees(v.pricePaise),
  Mrp: toRupees(v.mrpPaise),
  Stock: v.stock,
  IsDefault: v.isDefault,
  MetrixWeight: v.metrixWeight,
  ProductWeight: v.productWeight,
});

/** The variant of this product, or the answer that it is not found. */
export async function requireVariantOf(ctx: Ctx, productId: number, variantId: number) {
  const variant = await repo.findVariant(ctx.db, variantId);
  if (!variant || variant.productId !== productId) throw notFound(M.variantNotFound);
  return variant;
}

type VariantRow = NonNullable<Awaited<ReturnType<typeof repo.findVariant>>>;

async function withImages(ctx: Ctx, variants: VariantRow[]): Promise<Variant[]> {
  const images = await imagesRepo.variantImagesOf(
    ctx.db,
    variants.map((v) => v.id),
  );
  return variants.map((v) => catalogue.toVariant({ ...v, images: images.filter((i) => i.variantId === v.id) }));
}

export async function variants(ctx: Ctx, productId: number): Promise<Variant[]> {
  await requireProduct(ctx, productId);
  return withImages(ctx, await repo.variantsOfProduct(ctx.db, productId));
}

export async function variant(ctx: Ctx, id: number): Promise<Variant> {
  const v = await repo.findVariant(ctx.db, id);
  if (!v) throw notFound(M.variantNotFound);
  return (await withImages(ctx, [v]))[0];
}

/** A variant's values; without an MRP, `storedMrpPaise` (the variant's own, on update) or else the price. */
const variantValues = (v: CreateVariant, storedMrpPaise?: number): repo.VariantValues => ({
  title: v.Title,
  metrixWeight: v.MetrixWeight,
  productWeight: v.ProductWeight,
  pricePaise: toPaise(v.Price),
  mrpPaise: v.Mrp !== undefined ? toPaise(v.Mrp) : (storedMrpPaise ?? toPaise(v.Price)),
  stock: v.Stock,
  isDefault: v.IsDefault,
});

/**
 * A price saved without an MRP keeps the stored one, so it may not go above it. Checked here, with
 * the MRP in the message, rather than left to the database's check. (An MRP sent along with the
 * price is checked by the shared schema.)
 */
export function priceWithinMrp(pricePaise: number, mrpPaise: number): void {
  if (pricePaise > mrpPaise) throw badRequest(M.priceAboveMrp(formatRupees(toRupees(mrpPaise))));
}

export async function createVariant(ctx: Ctx, admin: Actor, v: CreateVariant): Promise<Variant> {
  const product = await requireProduct(ctx, v.ProductId);
  const row = await ctx.db.transaction(async (tx) => {
    if (v.IsDefault) await repo.clearDefault(tx, v.ProductId);
    const created = await repo.insertVariant(tx, v.ProductId, variantValues(v));
    await audit(ctx, tx, admin, {
      kind: 'variant',
      action: 'created',
      entity: `${product.productCode} / ${created.title}`,
      summary: `Added the variant ${created.title} to ${product.productCode}`,
      after: variantFacts(created),
    });
    return created;
  });
  changed(ctx, v.ProductId);
  return (await withImages(ctx, [row]))[0];
}

export async function updateVariant(ctx: Ctx, admin: Actor, v: UpdateVariant): Promise<Variant> {
  const product = await requireProduct(ctx, v.ProductId);
  const current = await requireVariantOf(ctx, v.ProductId, v.Id);
  // A published product keeps its one default: another variant is made the default instead.
  if (product.isPublished && current.isDefault && !v.IsDefault) throw conflict(M.defaultOfPublished);
  const values = variantValues(v, current.mrpPaise);
  priceWithinMrp(values.pricePaise, values.mrpPaise);
  const row = await ctx.db.transaction(async (tx) => {
    if (v.IsDefault) await repo.clearDefault(tx, v.ProductId, v.Id);
    const saved = (await repo.updateVariant(tx, v.Id, values, ctx.now()))!;
    await audit(ctx, tx, admin, {
      kind: 'variant',
      action: 'updated',
      entity: `${product.productCode} / ${saved.title}`,
      summary: `Saved the variant ${saved.title} of ${product.productCode}`,
      before: variantFacts(current),
      after: variantFacts(saved),
    });
    return saved;
  });
  changed(ctx, v.ProductId);
  await tellRestocked(ctx);
  return (await withImages(ctx, [row!]))[0];
}

export async function deleteVariant(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const v = await repo.findVariant(ctx.db, id);
  if (!v) throw notFound(M.variantNotFound);
  const product = await requireProduct(ctx, v.productId);
  // A published product must keep a variant to sell; the shop would show it without a price.
  if (product.isPublished && (await repo.countVariants(ctx.db, v.productId)) <= 1) throw conflict(M.lastVariantOfPublished);
  const files = await imagesRepo.imagesOfVariant(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteVariant(tx, id);
    // The default variant went: the oldest remaining one takes its place.
    if (v.isDefault) await repo.defaultToOldest(tx, v.productId);
    await audit(ctx, tx, admin, {
      kind: 'variant',
      action: 'deleted',
      entity: `${product.productCode} / ${v.title}`,
      summary: `Deleted the variant ${v.title} of ${product.productCode}`,
      before: variantFacts(v),
    });
  });
  changed(ctx, v.productId);
  await discardImageFiles(ctx, files);
}
