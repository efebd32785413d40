// The admin catalogue's rules: product details, variants, images, descriptions, features,
// publishing and inventory. Every change to a product's searchable text refreshes its search
// document so the shop's search stays right.
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { formatRupees, toPaise, toRupees } from '@shared/money';
import type { Image, Product, ProductCard, ProductDescription, ProductFeature, Variant } from '@shared/schemas/catalogue';
import {
  ADMIN_MESSAGES,
  hasVisibleText,
  type Category,
  type CreateVariant,
  type InventoryEdit,
  type InventoryRow,
  type ProductDetails,
  type UpdateVariant,
} from '@shared/schemas/admin-catalogue';
import { declarationsMissingMessage, missingDeclarations } from '@shared/declarations';
import * as catalogue from '../catalogue/catalogue.service';
import { refreshSearchDocument } from '../catalogue/search-document';
import { recordChange, type Actor, type Change } from '../audit/audit.service';
import * as repo from './admin-catalogue.repo';
import { brandFor, checkValues, valueLines } from '../specifications/specifications.service';
import * as specRepo from '../specifications/specifications.repo';
import { discardImageFiles, storeImages } from './uploads';
import { tellRestocked } from '../stock-alerts/stock-alerts.service';
import { isUniqueViolation } from '../../db/unique-violation';

const M = ADMIN_MESSAGES;

const toImage = catalogue.toImage;
type ImageRow = catalogue.ImageRow;

/**
 * The shop's cached answers about a product are dropped here at once (read your own writes);
 * other instances hear of the change from the database's catalogue_changed trigger.
 */
const changed = (ctx: AppContext, productId: number) => ctx.cache.changed(String(productId));

/** Writes the audit entry of an admin's change in the transaction of the change (docs/audit-log.md). */
const audit = (ctx: AppContext, tx: Conn, admin: Actor, change: Change) => recordChange(tx, admin, ctx.now(), change);
type Conn = Parameters<typeof recordChange>[0];

type ProductRow = NonNullable<Awaited<ReturnType<typeof repo.findProductRow>>>;
/** A product's brand and specification values ("key=value") as the audit log keeps them. */
type ProductMarks = { Brand: string | null; Specifications: string[] };
/** A product's details as the audit log keeps them. */
const productFacts = (p: ProductRow, marks: ProductMarks) => ({
  ProductCode: p.productCode,
  Name: p.name,
  Location: p.location,
  HSNCode: p.hsnCode,
  TaxRate: p.taxRate,
  CategoryId: p.categoryId,
  Description: p.description,
  Published: p.isPublished,
  ...marks,
  ...catalogue.toDeclarations(p),
});
async function marksOf(db: Conn, p: ProductRow): Promise<ProductMarks> {
  const brand = p.brandId === null ? null : await specRepo.brandById(db, p.brandId);
  return { Brand: brand?.name ?? null, Specifications: valueLines(await specRepo.valuesOfProduct(db, p.id)) };
}
/** A variant's values as the audit log keeps them (amounts in rupees, as the admin screens show them). */
const variantFacts = (v: {
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

/** Reads multipart text fields through a shared schema; the first failing rule's message is the answer. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'An unknown error occurred');
  return parsed.data;
}

async function requireProduct(ctx: AppContext, id: number) {
  const product = await repo.findProductRow(ctx.db, id);
  if (!product) throw notFound(M.productNotFound);
  return product;
}

async function requireVariantOf(ctx: AppContext, productId: number, variantId: number) {
  const variant = await repo.findVariant(ctx.db, variantId);
  if (!variant || variant.productId !== productId) throw notFound(M.variantNotFound);
  return variant;
}

// ---------------------------------------------------------------- categories and products

export async function listCategories(ctx: AppContext): Promise<Category[]> {
  return (await repo.listCategories(ctx.db)).map((c) => ({ Id: c.id, Name: c.name }));
}

/**
 * Creates a product (unpublished) or, when Id is given, saves its details again. A brand named is
 * found whatever its letter case, or created; specification values sent replace the product's own,
 * checked against its category's specifications (docs/specifications.md). Left out, both are kept,
 * except values of another category's specifications when the product changes category.
 */
export async function saveProduct(ctx: AppContext, admin: Actor, d: ProductDetails): Promise<{ id: number; created: boolean }> {
  const before = d.Id ? await requireProduct(ctx, d.Id) : null;
  if (!(await repo.categoryExists(ctx.db, d.CategoryId))) throw badRequest(M.categoryNotFound);
  if (await repo.productCodeTaken(ctx.db, d.ProductCode, d.Id)) throw conflict(M.duplicateProductCode);
  let specRows: { specificationId: number; value: string }[] | null = null;
  if (d.Specifications) {
    const checked = checkValues(await specRepo.listSpecs(ctx.db, d.CategoryId), d.Specifications);
    if (!checked.ok) throw badRequest(checked.reason);
    specRows = checked.rows;
  }
  const values: repo.ProductValues = {
    productCode: d.ProductCode,
    name: d.Name,
    location: d.Location,
    hsnCode: d.HSNCode,
    taxRate: d.TaxRate,
    description: d.Description,
    categoryId: d.CategoryId,
    // Left out, the stored declarations are kept (a draft may have none yet).
    ...(d.Declarations ? catalogue.declarationColumns(d.Declarations) : {}),
  };
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const marksBefore = before && (await marksOf(tx, before));
      // A blank brand keeps the saved one, as leaving it out does.
      if (d.Brand) values.brandId = (await brandFor(tx, d.Brand)).id;
      let saved: number;
      if (d.Id) {
        await repo.updateProduct(tx, d.Id, values, ctx.now());
        saved = d.Id;
      } else {
        saved = await repo.insertProduct(tx, values);
      }
      if (specRows) await specRepo.replaceValues(tx, saved, specRows);
      else if (before && before.categoryId !== d.CategoryId) await specRepo.dropValuesOutsideCategory(tx, saved, d.CategoryId);
      await refreshSearchDocument(tx, saved);
      const after = (await repo.findProductRow(tx, saved))!;
      await audit(ctx, tx, admin, {
        kind: 'product',
        action: before ? 'updated' : 'created',
        entity: after.productCode,
        summary: `${before ? 'Saved' : 'Created'} product ${after.productCode} (${after.name})`,
        before: before && productFacts(before, marksBefore!),
        after: productFacts(after, await marksOf(tx, after)),
      });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.duplicateProductCode);
    throw err;
  }
  changed(ctx, id);
  return { id, created: !d.Id };
}

/** The whole product as saved, published or not. */
export async function getProduct(ctx: AppContext, id: number): Promise<Product> {
  return catalogue.getProduct(ctx, id, { includeUnpublished: true });
}

export async function listProducts(ctx: AppContext, searchText: string | undefined, page: repo.Page): Promise<{ items: ProductCard[]; total: number }> {
  const rows = await repo.listProducts(ctx.db, searchText || undefined, page);
  let total = rows[0]?.total ?? 0;
  // A page past the end still tells how many there are, so the grid can step back.
  if (!rows.length && page.offset > 0) total = (await repo.listProducts(ctx.db, searchText || undefined, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return {
    total,
    items: rows.map(catalogue.toCard),
  };
}

export async function deleteProduct(ctx: AppContext, admin: Actor, id: number): Promise<void> {
  const product = await requireProduct(ctx, id);
  const files = [...(await repo.imagesOfProduct(ctx.db, id)), ...(await repo.descriptionFilesOf(ctx.db, id))];
  await ctx.db.transaction(async (tx) => {
    const marks = await marksOf(tx, product);
    await repo.deleteProduct(tx, id);
    await audit(ctx, tx, admin, {
      kind: 'product',
      action: 'deleted',
      entity: product.productCode,
      summary: `Deleted product ${product.productCode} (${product.name})`,
      before: productFacts(product, marks),
    });
  });
  changed(ctx, id);
  await discardImageFiles(ctx, files);
}

/**
 * Publishing needs what the wizard asks for, whichever screen publishes (docs/catalogue.md): at
 * least one variant, exactly one default variant, an image for every variant, at least one product
 * image, a description (text or picture), every product declaration (docs/declarations.md) and a
 * brand. Unpublishing is always allowed.
 */
export async function publish(ctx: AppContext, admin: Actor, productId: number, status: boolean): Promise<string> {
  const product = await requireProduct(ctx, productId);
  if (status) {
    const r = await repo.publishReadiness(ctx.db, productId);
    if (r.variants === 0) throw badRequest(M.addVariant);
    if (r.defaults !== 1) throw badRequest(M.selectDefaultVariant);
    if (r.without_images > 0) throw badRequest(M.variantImages);
    if (r.product_images === 0) throw badRequest(M.productImages);
    if (r.descriptions === 0) throw badRequest(M.descriptionOrImage);
    const missing = missingDeclarations(catalogue.toDeclarations(product));
    if (missing.length) throw badRequest(declarationsMissingMessage(missing));
    if (product.brandId === null) throw badRequest(M.brandMissing);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setPublished(tx, productId, status, ctx.now());
    await audit(ctx, tx, admin, {
      kind: 'product',
      action: status ? 'published' : 'unpublished',
      entity: product.productCode,
      summary: `${status ? 'Published' : 'Unpublished'} product ${product.productCode} (${product.name})`,
      before: { Published: product.isPublished },
      after: { Published: status },
    });
  });
  changed(ctx, productId);
  return status ? M.productPublished : M.productUnpublished;
}

// ---------------------------------------------------------------- product images

export async function productImages(ctx: AppContext, productId: number): Promise<Image[]> {
  await requireProduct(ctx, productId);
  return (await repo.productImagesOf(ctx.db, productId)).map(toImage);
}

/** The audit entry of images added to a product or one of its variants. */
const imagesAdded = (ctx: AppContext, tx: Conn, admin: Actor, product: ProductRow, rows: ImageRow[], variantTitle?: string) =>
  audit(ctx, tx, admin, {
    kind: 'image',
    action: 'added',
    entity: product.productCode,
    summary: `Added ${rows.length} image${rows.length === 1 ? '' : 's'} to ${product.productCode}${variantTitle ? ` / ${variantTitle}` : ''}`,
    after: { Images: rows.map((r) => r.fileName) },
  });

export async function uploadProductImages(ctx: AppContext, admin: Actor, productId: number, files: Buffer[]): Promise<Image[]> {
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
export async function deleteImage(ctx: AppContext, admin: Actor, id: number, variantImage: boolean): Promise<void> {
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

// ---------------------------------------------------------------- descriptions

const toDescription = (d: { id: number; description: string; fileName: string | null; filePath: string | null }): ProductDescription => ({
  Id: d.id,
  // Sanitized when saved and again on the way out (docs/pincodes-and-images.md).
  Description: sanitizeRichText(d.description),
  FileName: d.fileName,
  FilePath: d.filePath,
});

export async function descriptions(ctx: AppContext, productId: number): Promise<ProductDescription[]> {
  await requireProduct(ctx, productId);
  return (await repo.descriptionsOf(ctx.db, productId)).map(toDescription);
}

/**
 * Saves a rich description with optional images: the text goes with the first image, each
 * further image gets an entry of its own. With Id, that entry's text is replaced (and its
 * image, when one is sent). Text or an image is needed.
 */
export async function saveDescription(
  ctx: AppContext,
  admin: Actor,
  input: { productId: number; id?: number; description: string; files: Buffer[] },
): Promise<ProductDescription[]> {
  const product = await requireProduct(ctx, input.productId);
  const clean = sanitizeRichText(input.description);
  const text = hasVisibleText(clean) ? clean : '';
  const existing = input.id ? await repo.findDescription(ctx.db, input.id) : null;
  if (input.id && (!existing || existing.productId !== input.productId)) throw notFound('Description not found');
  if (!text && input.files.length === 0 && !existing?.fileName) throw badRequest(M.descriptionOrImage);

  const stored = await storeImages(ctx, `products/${input.productId}`, input.files);
  let replaced = false;
  const saved = await ctx.db.transaction(async (tx) => {
    const rows = [];
    let rest = stored;
    if (existing) {
      const replacement = stored[0];
      rows.push(
        await repo.updateDescription(tx, existing.id, {
          description: text,
          ...(replacement ? { filePath: replacement.FilePath, fileName: replacement.FileName } : {}),
        }),
      );
      rest = stored.slice(1);
      replaced = !!replacement;
    } else if (stored.length === 0) {
      rows.push(...(await repo.insertDescriptions(tx, [{ productId: input.productId, description: text, filePath: null, fileName: null }])));
    } else {
      const [first, ...others] = stored;
      rows.push(
        ...(await repo.insertDescriptions(tx, [{ productId: input.productId, description: text, filePath: first.FilePath, fileName: first.FileName }])),
      );
      rest = others;
    }
    rows.push(
      ...(await repo.insertDescriptions(
        tx,
        rest.map((f) => ({ productId: input.productId, description: '', filePath: f.FilePath, fileName: f.FileName })),
      )),
    );
    await refreshSearchDocument(tx, input.productId);
    await audit(ctx, tx, admin, {
      kind: 'description',
      action: existing ? 'updated' : 'created',
      entity: product.productCode,
      summary: `${existing ? 'Saved' : 'Added'} a description of ${product.productCode}`,
      before: existing && { Description: existing.description, Image: existing.fileName },
      after: { Description: text, Images: stored.map((f) => f.FileName) },
    });
    return rows;
  });
  if (existing && replaced) await discardImageFiles(ctx, [existing]);
  changed(ctx, input.productId);
  return saved.map(toDescription);
}

export async function deleteDescription(ctx: AppContext, admin: Actor, id: number): Promise<void> {
  const d = await repo.findDescription(ctx.db, id);
  if (!d) throw notFound('Description not found');
  const product = await requireProduct(ctx, d.productId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteDescription(tx, id);
    await refreshSearchDocument(tx, d.productId);
    await audit(ctx, tx, admin, {
      kind: 'description',
      action: 'deleted',
      entity: product.productCode,
      summary: `Deleted a description of ${product.productCode}`,
      before: { Description: d.description, Image: d.fileName },
    });
  });
  await discardImageFiles(ctx, [d]);
  changed(ctx, d.productId);
}

// ---------------------------------------------------------------- features

const toFeature = (f: { id: number; itemType: string; itemValue: string }): ProductFeature => ({ Id: f.id, ItemType: f.itemType, ItemValue: f.itemValue });

export async function features(ctx: AppContext, productId: number): Promise<ProductFeature[]> {
  await requireProduct(ctx, productId);
  return (await repo.featuresOf(ctx.db, productId)).map(toFeature);
}

export async function saveFeature(
  ctx: AppContext,
  admin: Actor,
  f: { ProductId: number; Id?: number; ItemType: string; ItemValue: string },
): Promise<ProductFeature> {
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

export async function deleteFeature(ctx: AppContext, admin: Actor, id: number): Promise<void> {
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

// ---------------------------------------------------------------- variants

type VariantRow = NonNullable<Awaited<ReturnType<typeof repo.findVariant>>>;

async function withImages(ctx: AppContext, variants: VariantRow[]): Promise<Variant[]> {
  const images = await repo.variantImagesOf(
    ctx.db,
    variants.map((v) => v.id),
  );
  return variants.map((v) => catalogue.toVariant({ ...v, images: images.filter((i) => i.variantId === v.id) }));
}

export async function variants(ctx: AppContext, productId: number): Promise<Variant[]> {
  await requireProduct(ctx, productId);
  return withImages(ctx, await repo.variantsOfProduct(ctx.db, productId));
}

export async function variant(ctx: AppContext, id: number): Promise<Variant> {
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
function priceWithinMrp(pricePaise: number, mrpPaise: number): void {
  if (pricePaise > mrpPaise) throw badRequest(M.priceAboveMrp(formatRupees(toRupees(mrpPaise))));
}

export async function createVariant(ctx: AppContext, admin: Actor, v: CreateVariant): Promise<Variant> {
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

export async function updateVariant(ctx: AppContext, admin: Actor, v: UpdateVariant): Promise<Variant> {
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

export async function deleteVariant(ctx: AppContext, admin: Actor, id: number): Promise<void> {
  const v = await repo.findVariant(ctx.db, id);
  if (!v) throw notFound(M.variantNotFound);
  const product = await requireProduct(ctx, v.productId);
  // A published product must keep a variant to sell; the shop would show it without a price.
  if (product.isPublished && (await repo.countVariants(ctx.db, v.productId)) <= 1) throw conflict(M.lastVariantOfPublished);
  const files = await repo.imagesOfVariant(ctx.db, id);
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

export async function uploadVariantImages(ctx: AppContext, admin: Actor, productId: number, variantId: number, files: Buffer[]): Promise<Image[]> {
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

// ---------------------------------------------------------------- inventory

async function toInventoryRows(ctx: AppContext, rows: repo.InventoryDbRow[]): Promise<InventoryRow[]> {
  const variantImages = await repo.variantImagesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const withoutImages = rows.filter((r) => !variantImages.some((i) => i.variantId === r.id)).map((r) => r.product_id);
  const productImages = await repo.firstProductImages(ctx.db, [...new Set(withoutImages)]);
  return rows.map((r) => {
    const own = variantImages.filter((i) => i.variantId === r.id);
    // A variant without photos of its own shows the product's first picture.
    const images = own.length ? own : productImages.filter((i) => i.productId === r.product_id);
    return {
      Id: r.id,
      ProductId: r.product_id,
      ProductCode: r.product_code,
      ProductName: r.product_name,
      VariantTitle: r.title,
      Price: toRupees(r.price_paise),
      Mrp: toRupees(r.mrp_paise),
      Stock: r.stock,
      Images: images.map((i) => ({ FilePath: i.filePath, FileName: i.fileName })),
    };
  });
}

export async function inventory(
  ctx: AppContext,
  threshold: number,
  productCode: string | null | undefined,
  page: repo.Page,
): Promise<{ items: InventoryRow[]; total: number }> {
  const rows = await repo.listInventory(ctx.db, threshold, productCode || null, page);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) total = (await repo.listInventory(ctx.db, threshold, productCode || null, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return { items: await toInventoryRows(ctx, rows), total };
}

/** The inline inventory edit: price and stock (and the MRP and title when sent) of one variant. */
export async function editInventory(ctx: AppContext, admin: Actor, e: InventoryEdit): Promise<InventoryRow> {
  const current = await requireVariantOf(ctx, e.ProductId, e.Id);
  const product = await requireProduct(ctx, e.ProductId);
  const pricePaise = toPaise(e.Price);
  const mrpPaise = e.Mrp !== undefined ? toPaise(e.Mrp) : current.mrpPaise;
  priceWithinMrp(pricePaise, mrpPaise);
  await ctx.db.transaction(async (tx) => {
    const saved = (await repo.updateVariant(tx, e.Id, { pricePaise, mrpPaise, stock: e.Stock, ...(e.Title ? { title: e.Title } : {}) }, ctx.now()))!;
    await audit(ctx, tx, admin, {
      kind: 'inventory',
      action: 'updated',
      entity: `${product.productCode} / ${saved.title}`,
      summary: `Changed the stock and price of ${product.productCode} / ${saved.title}`,
      before: variantFacts(current),
      after: variantFacts(saved),
    });
  });
  changed(ctx, e.ProductId);
  await tellRestocked(ctx);
  const v = (await repo.findVariant(ctx.db, e.Id))!;
  const [row] = await toInventoryRows(ctx, [
    {
      id: v.id,
      product_id: v.productId,
      product_code: product.productCode,
      product_name: product.name,
      title: v.title,
      price_paise: v.pricePaise,
      mrp_paise: v.mrpPaise,
      stock: v.stock,
      total: 1,
    },
  ]);
  return row;
}
