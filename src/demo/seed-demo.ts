// The demo catalogue for an empty database. Every image is drawn by the project at seed time.
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/client';
import {
  banners,
  brands,
  categories,
  coupons,
  productDescriptions,
  productFeatures,
  productImages,
  products,
  productSpecs,
  productVariants,
  specifications,
} from '../server/db/schema';
import { DEMO_BANNERS, DEMO_PRODUCTS, demoDeclarations, type DemoProduct } from './catalogue';
import { DEMO_BRANDS, DEMO_SPECIFICATIONS, demoSpecRows } from './specifications';
import { slugOf } from '@shared/slug';
import { renderBannerImage, renderProductImage } from './artwork';
import { storeImage, type StoredImage } from '../server/lib/images';
import { refreshSearchDocument, declarationColumns } from '../server/modules/catalogue';
import { toPaise } from '@shared/money';
import { seedDemoReviews } from './reviews';

/** The demo coupon code (README). */
export const DEMO_COUPON = 'FESTIVE10';

/** Runs tasks with at most `limit` at once (image encoding is CPU bound). */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]);
      }
    }),
  );
  return out;
}

/** The ids a demo product's rows refer to. */
export interface DemoRefs {
  categoryId: Map<string, number>;
  brandId: Map<string, number>;
  /** By "<category name>|<specification key>". */
  specificationId: Map<string, number>;
}

/**
 * The house brands and each category's specifications (DEMO_SPECIFICATIONS), in the order a
 * product page lists them. Those already there are kept as they are (a second run adds nothing).
 */
export async function seedDemoBrandsAndSpecifications(db: Db): Promise<DemoRefs> {
  await db
    .insert(brands)
    .values(DEMO_BRANDS.map((name) => ({ name, slug: slugOf(name) })))
    .onConflictDoNothing();
  const brandId = new Map(
    (
      await db
        .select()
        .from(brands)
        .where(inArray(brands.name, [...DEMO_BRANDS]))
    ).map((b) => [b.name, b.id]),
  );
  const categoryId = new Map((await db.select().from(categories)).map((c) => [c.name, c.id]));
  const rows = Object.entries(DEMO_SPECIFICATIONS).flatMap(([category, specs]) => {
    const id = categoryId.get(category);
    if (id === undefined) throw new Error(`The demo catalogue needs the category ${category}`);
    return specs.map((s, i) => ({
      categoryId: id,
      key: s.key,
      name: s.name,
      kind: s.kind,
      unit: s.unit ?? null,
      options: [...(s.options ?? [])],
      sortOrder: (i + 1) * 10,
      isFilter: true,
    }));
  });
  await db.insert(specifications).values(rows).onConflictDoNothing();
  const categoryName = new Map([...categoryId].map(([name, id]) => [id, name]));
  const specificationId = new Map(
    (await db.select({ id: specifications.id, categoryId: specifications.categoryId, key: specifications.key }).from(specifications)).map((s) => [
      `${categoryName.get(s.categoryId)}|${s.key}`,
      s.id,
    ]),
  );
  return { categoryId, brandId, specificationId };
}

/** A demo product's specification values as product_specs rows. */
export function demoProductSpecRows(p: DemoProduct, productId: number, refs: DemoRefs) {
  return demoSpecRows(p.specs).map(({ key, value }) => {
    const specificationId = refs.specificationId.get(`${p.category}|${key}`);
    if (specificationId === undefined) throw new Error(`${p.code}: ${p.category} has no specification ${key}`);
    return { productId, specificationId, value };
  });
}

/**
 * A published demo product without its pictures: the product with its brand, its variants (ids in
 * the order of p.variants), description, features and specification values.
 */
export async function insertDemoProduct(db: Db, p: DemoProduct, refs: DemoRefs): Promise<{ productId: number; variantIds: number[] }> {
  const d = demoDeclarations(p);
  const categoryId = refs.categoryId.get(p.category);
  const brandId = refs.brandId.get(p.brand);
  if (categoryId === undefined || brandId === undefined) throw new Error(`${p.code}: no category ${p.category} or brand ${p.brand}`);
  const [product] = await db
    .insert(products)
    .values({
      productCode: p.code,
      name: p.name,
      location: p.location,
      hsnCode: p.hsnCode,
      taxRate: p.taxRate,
      description: p.summary,
      categoryId,
      brandId,
      isPublished: true,
      ...declarationColumns(d),
    })
    .returning({ id: products.id });
  const variantIds: number[] = [];
  for (const v of p.variants) {
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: product.id,
        title: v.title,
        metrixWeight: v.metrixWeightKg,
        productWeight: v.productWeightKg,
        pricePaise: toPaise(v.priceRupees),
        mrpPaise: toPaise(v.mrpRupees),
        stock: v.stock,
        isDefault: v.isDefault,
      })
      .returning({ id: productVariants.id });
    variantIds.push(variant.id);
  }
  await db.insert(productDescriptions).values({ productId: product.id, description: p.descriptionHtml });
  await db.insert(productFeatures).values(p.features.map((f, i) => ({ productId: product.id, itemType: f.type, itemValue: f.value, sortOrder: i })));
  await db.insert(productSpecs).values(demoProductSpecRows(p, product.id, refs));
  return { productId: product.id, variantIds };
}

export async function seedDemoCatalogue(ctx: AppContext): Promise<void> {
  const started = Date.now();
  const { db } = ctx;
  const refs = await seedDemoBrandsAndSpecifications(db);

  // Draw and store each distinct picture once; variants in the product's own colour reuse it.
  const cache = new Map<string, Promise<StoredImage>>();
  const picture = (p: DemoProduct, colour: string, angle: 0 | 1 | 2, folder: string) => {
    const key = `${p.code}|${colour}|${angle}`;
    let stored = cache.get(key);
    if (!stored) {
      stored = renderProductImage({ art: p.art, colour, name: p.name }, angle).then((png) => storeImage(ctx.storage, folder, png));
      cache.set(key, stored);
    }
    return stored;
  };

  await inBatches(DEMO_PRODUCTS, 2, async (p) => {
    const { productId, variantIds } = await insertDemoProduct(db, p, refs);
    const folder = `products/${productId}`;
    const defaultColour = (p.variants.find((v) => v.isDefault) ?? p.variants[0]).colour;
    // The product's own views first, then each variant's front view.
    const views = await Promise.all([picture(p, defaultColour, 1, folder), picture(p, defaultColour, 2, folder)]);
    await db.insert(productImages).values(views.map((img, i) => ({ productId, filePath: img.FilePath, fileName: img.FileName, sortOrder: i })));
    for (const [i, v] of p.variants.entries()) {
      const front = await picture(p, v.colour, 0, folder);
      await db.insert(productImages).values({ productId, variantId: variantIds[i], filePath: front.FilePath, fileName: front.FileName });
    }
  });
  await refreshSearchDocument(db);
  const demoReviews = await seedDemoReviews(db, ctx.now());

  for (const b of DEMO_BANNERS) {
    const img = await storeImage(ctx.storage, 'banners', await renderBannerImage(b));
    await db.insert(banners).values({ name: b.name, filePath: img.FilePath, fileName: img.FileName, isActive: b.isActive, seqId: b.seqId });
  }
  // A coupon to try in the cart: 10 % off up to ₹1,000 on carts of ₹999 or more, for a year.
  const now = Date.now();
  await db.insert(coupons).values({
    code: DEMO_COUPON,
    kind: 'Percent',
    value: 1000,
    maxDiscountPaise: 100_000,
    minCartValuePaise: 99_900,
    startsAt: new Date(now - 24 * 60 * 60 * 1000),
    endsAt: new Date(now + 365 * 24 * 60 * 60 * 1000),
  });
  console.info(
    `demo catalogue: ${DEMO_PRODUCTS.length} products of ${refs.brandId.size} brands, ${refs.specificationId.size} specifications, ${DEMO_BANNERS.length} banners, ${demoReviews} reviews, coupon ${DEMO_COUPON} in ${Date.now() - started} ms`,
  );
}
