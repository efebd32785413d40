// The demo catalogue for an empty database. Every picture is drawn by the project at seed time:
// the products' and the brand logos as drawings (SVG, stored as they are, no raster to make), the
// home page's banners as photos. Rows go in by the batch, a statement a table.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
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
import { DEMO_BRAND_DETAILS, DEMO_BRANDS, DEMO_SPECIFICATIONS, demoSpecRows } from './specifications';
import { slugOf } from '@shared/slug';
import { brandLogoSvg, productSvg, renderBannerImage } from './artwork';
import { storeImage, type StoredImage } from '../server/lib/images';
import type { Storage } from '../server/lib/storage';
import { refreshSearchDocument, declarationColumns } from '../server/modules/catalogue';
import { toPaise } from '@shared/money';
import { seedDemoReviews } from './reviews';

/** The demo coupon code (README). */
export const DEMO_COUPON = 'FESTIVE10';

/** Runs tasks with at most `limit` at once. */
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
    .values(DEMO_BRANDS.map((name) => ({ name, slug: slugOf(name), description: DEMO_BRAND_DETAILS[name].description })))
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

/** Stores a drawing under uploads/<folder> with a name that never repeats. */
async function storeDrawing(storage: Storage, folder: string, svg: string): Promise<StoredImage> {
  const image = { FilePath: `uploads/${folder}`, FileName: `${randomUUID()}.svg` };
  await storage.put(`${image.FilePath}/${image.FileName}`, Buffer.from(svg), { contentType: 'image/svg+xml' });
  return image;
}

/** Rows of one table, inserted a chunk at a time (a statement holds at most 65,535 values). */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

/**
 * Every demo product, in a few statements: the products (their ids in DEMO_PRODUCTS' order), then
 * their variants, descriptions, features and specification values. Answers each product's id and
 * its variants' ids in the order of p.variants.
 */
export async function insertDemoProducts(db: Db, list: DemoProduct[], refs: DemoRefs): Promise<{ productId: number; variantIds: number[] }[]> {
  const ids: number[] = [];
  await insertAll(list, async (chunk) => {
    const rows = await db
      .insert(products)
      .values(
        chunk.map((p) => {
          const categoryId = refs.categoryId.get(p.category);
          const brandId = refs.brandId.get(p.brand);
          if (categoryId === undefined || brandId === undefined) throw new Error(`${p.code}: no category ${p.category} or brand ${p.brand}`);
          return {
            productCode: p.code,
            name: p.name,
            location: p.location,
            hsnCode: p.hsnCode,
            taxRate: p.taxRate,
            description: p.summary,
            categoryId,
            brandId,
            isPublished: true,
            ...declarationColumns(demoDeclarations(p)),
          };
        }),
      )
      .returning({ id: products.id, code: products.productCode });
    const byCode = new Map(rows.map((r) => [r.code, r.id]));
    for (const p of chunk) ids.push(byCode.get(p.code)!);
  });
  const variantRows = list.flatMap((p, i) =>
    p.variants.map((v) => ({
      productId: ids[i]!,
      title: v.title,
      metrixWeight: v.metrixWeightKg,
      productWeight: v.productWeightKg,
      pricePaise: toPaise(v.priceRupees),
      mrpPaise: toPaise(v.mrpRupees),
      stock: v.stock,
      isDefault: v.isDefault,
    })),
  );
  const variantIds = new Map<number, number[]>();
  await insertAll(variantRows, async (chunk) => {
    for (const r of await db.insert(productVariants).values(chunk).returning({ id: productVariants.id, productId: productVariants.productId })) {
      variantIds.set(r.productId, [...(variantIds.get(r.productId) ?? []), r.id]);
    }
  });
  await insertAll(
    list.map((p, i) => ({ productId: ids[i]!, description: p.descriptionHtml })),
    (chunk) => db.insert(productDescriptions).values(chunk),
  );
  await insertAll(
    list.flatMap((p, i) => p.features.map((f, n) => ({ productId: ids[i]!, itemType: f.type, itemValue: f.value, sortOrder: n }))),
    (chunk) => db.insert(productFeatures).values(chunk),
  );
  await insertAll(
    list.flatMap((p, i) => demoProductSpecRows(p, ids[i]!, refs)),
    (chunk) => db.insert(productSpecs).values(chunk),
  );
  // Variant ids rise in insertion order, which is the order of p.variants.
  return ids.map((productId) => ({ productId, variantIds: (variantIds.get(productId) ?? []).sort((a, b) => a - b) }));
}

export async function seedDemoCatalogue(ctx: AppContext): Promise<void> {
  const started = Date.now();
  const { db, storage } = ctx;
  // The banners are photos, drawn while the rows go in.
  const drawingBanners = Promise.all(DEMO_BANNERS.map(async (b) => ({ b, img: await storeImage(storage, 'banners', await renderBannerImage(b)) })));
  const refs = await seedDemoBrandsAndSpecifications(db);

  // Each brand's logo, unless an admin has given it one.
  for (const b of await db
    .select()
    .from(brands)
    .where(inArray(brands.name, [...DEMO_BRANDS]))) {
    if (b.logoFileName) continue;
    const details = DEMO_BRAND_DETAILS[b.name as keyof typeof DEMO_BRAND_DETAILS];
    const logo = await storeDrawing(storage, `brands/${b.id}`, brandLogoSvg(b.name, details.colour, details.accent));
    await db.update(brands).set({ logoFilePath: logo.FilePath, logoFileName: logo.FileName }).where(eq(brands.id, b.id));
  }

  const inserted = await insertDemoProducts(db, DEMO_PRODUCTS, refs);
  // Each distinct picture drawn and stored once; variants in the product's own colour reuse it.
  const pictures = new Map<string, Promise<StoredImage>>();
  const picture = (p: DemoProduct, colour: string, angle: 0 | 1 | 2, folder: string) => {
    const key = `${p.code}|${colour}|${angle}`;
    let stored = pictures.get(key);
    if (!stored) {
      stored = storeDrawing(storage, folder, productSvg({ art: p.art, colour, name: p.name }, angle));
      pictures.set(key, stored);
    }
    return stored;
  };
  const imageRows = (
    await inBatches(DEMO_PRODUCTS, 8, async (p) => {
      const { productId, variantIds } = inserted[DEMO_PRODUCTS.indexOf(p)]!;
      const folder = `products/${productId}`;
      const defaultColour = (p.variants.find((v) => v.isDefault) ?? p.variants[0]).colour;
      // The product's own views first, then each variant's front view.
      const views = await Promise.all([picture(p, defaultColour, 1, folder), picture(p, defaultColour, 2, folder)]);
      const fronts = await Promise.all(p.variants.map((v) => picture(p, v.colour, 0, folder)));
      return [
        ...views.map((img, i) => ({ productId, variantId: null, filePath: img.FilePath, fileName: img.FileName, sortOrder: i })),
        ...fronts.map((img, i) => ({ productId, variantId: variantIds[i]!, filePath: img.FilePath, fileName: img.FileName, sortOrder: 0 })),
      ];
    })
  ).flat();
  await insertAll(imageRows, (chunk) => db.insert(productImages).values(chunk));
  await refreshSearchDocument(db);
  const demoReviews = await seedDemoReviews(db, ctx.now());

  const drawn = await drawingBanners;
  await db
    .insert(banners)
    .values(drawn.map(({ b, img }) => ({ name: b.name, filePath: img.FilePath, fileName: img.FileName, isActive: b.isActive, seqId: b.seqId })));
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
