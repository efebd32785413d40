// The admin catalogue's categories and products: details, publishing and deleting. Every change to a
// product's searchable text refreshes its search document so the shop's search stays right.
import type { Uses } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Page } from '../../db/paging';
import type { ListPage } from '../../lib/page-answer';
import type { Product, ProductCard } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, type Category, type ProductDetails } from '@shared/schemas/admin-catalogue';
import { declarationsMissingMessage, missingDeclarations } from '@shared/declarations';
import * as catalogue from '../catalogue';
import { refreshSearchDocument } from '../catalogue';
import type { Actor } from '../audit';
import * as repo from './products.repo';
import * as imagesRepo from './images.repo';
import * as descriptionsRepo from './descriptions.repo';
import { brandFor, checkValues, valueLines } from '../specifications';
import * as specRepo from '../specifications';
import { discardImageFiles } from '../../lib/uploads';
import { audit, changed, type Conn } from './admin-catalogue.edits';
import { isUniqueViolation } from '../../db/unique-violation';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'db' | 'english' | 'now' | 'searchIndex' | 'storage'>;

const M = ADMIN_MESSAGES;

export type ProductRow = NonNullable<Awaited<ReturnType<typeof repo.findProductRow>>>;
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

/** The product, or the answer that it is not found. */
export async function requireProduct(ctx: Ctx, id: number) {
  const product = await repo.findProductRow(ctx.db, id);
  if (!product) throw notFound(M.productNotFound);
  return product;
}

// ---------------------------------------------------------------- categories and products

export async function listCategories(ctx: Ctx): Promise<Category[]> {
  return (await repo.listCategories(ctx.db)).map((c) => ({ Id: c.id, Name: c.name }));
}

/**
 * Creates a product (unpublished) or, when Id is given, saves its details again. A brand named is
 * found whatever its letter case, or created; specification values sent replace the product's own,
 * checked against its category's specifications (docs/specifications.md). Left out, both are kept,
 * except values of another category's specifications when the product changes category.
 */
export async function saveProduct(ctx: Ctx, admin: Actor, d: ProductDetails): Promise<{ id: number; created: boolean }> {
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
export async function getProduct(ctx: Ctx, id: number): Promise<Product> {
  return catalogue.getProduct(ctx, id, { includeUnpublished: true });
}

export async function listProducts(ctx: Ctx, searchText: string | undefined, page: Page): Promise<ListPage<ProductCard>> {
  const rows = await repo.listProducts(ctx.db, searchText || undefined, page);
  let total = rows[0]?.total ?? 0;
  // A page past the end still tells how many there are, so the grid can step back.
  if (!rows.length && page.offset > 0) total = (await repo.listProducts(ctx.db, searchText || undefined, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return {
    total,
    items: rows.map(catalogue.toCard),
  };
}

export async function deleteProduct(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const product = await requireProduct(ctx, id);
  const files = [...(await imagesRepo.imagesOfProduct(ctx.db, id)), ...(await descriptionsRepo.descriptionFilesOf(ctx.db, id))];
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
export async function publish(ctx: Ctx, admin: Actor, productId: number, status: boolean): Promise<string> {
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
