// The only code that reads the public catalogue tables.
import { pageSql, type Page } from '../../db/paging';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { banners, categories, productDescriptions, productFeatures, productImages, products, productVariants } from '../../db/schema';

export interface CardRow {
  id: number;
  product_code: string;
  name: string;
  category_id: number;
  category_name: string;
  is_published: boolean;
  variant_id: number | null;
  variant_title: string | null;
  price_paise: number | null;
  stock: number | null;
  image_id: number | null;
  file_path: string | null;
  file_name: string | null;
}

/** Card columns: the default variant (else the first) and its image (else the first product image). */
const cardSelect = sql`
  p.id, p.product_code, p.name, p.category_id, c.name as category_name, p.is_published,
  dv.id as variant_id, dv.title as variant_title, dv.price_paise::float8 as price_paise, dv.stock,
  img.id as image_id, img.file_path, img.file_name`;
const cardJoins = sql`
  join categories c on c.id = p.category_id
  left join lateral (
    select v.id, v.title, v.price_paise, v.stock from product_variants v
    where v.product_id = p.id order by v.is_default desc, v.id limit 1
  ) dv on true
  left join lateral (
    select i.id, i.file_path, i.file_name from product_images i
    where i.product_id = p.id and (i.variant_id = dv.id or i.variant_id is null)
    order by (i.variant_id is not null) desc, i.sort_order, i.id limit 1
  ) img on true`;

export type { Page } from '../../db/paging';

/**
 * Product cards matching `where`, in `orderBy` order, with the total count for paging. The page is
 * chosen first from products alone; the variant and image joins then run for that page only.
 */
export async function listCards(db: Db, where: SQL, orderBy: SQL, page: Page): Promise<(CardRow & { total: number })[]> {
  return queryRows<CardRow & { total: number }>(
    db,
    sql`with chosen as (
          select p.id, count(*) over ()::int as total from products p where ${where} order by ${orderBy} ${pageSql(page)}
        )
        select ${cardSelect}, chosen.total from chosen join products p on p.id = chosen.id ${cardJoins} order by ${orderBy}`,
  );
}

/** Ids of all published products in id order: the shop's list when nothing is searched for. */
export async function publishedIds(db: Db): Promise<number[]> {
  return idList(db, sql`select string_agg(id::text, ',' order by id) as ids from products where is_published`);
}

/**
 * Ids of the published products matching a tsquery, best match first: full-text search with weights
 * (name and code A, category B, text C) and prefix matching, in the english and simple configurations.
 */
export async function rankedIds(db: Db, query: string): Promise<number[]> {
  return idList(
    db,
    sql`with q as (
          select to_tsquery('english', ${query}) as te, to_tsquery('english', ${query}) || to_tsquery('simple', ${query}) as tq
        ), matching_categories as (
          select c.id from categories c, q where to_tsvector('english', c.name) @@ q.te
        ), hits as (
          select p.id,
            ts_rank(p.search_vector, q.tq)
              -- A product of the category searched for ("headphones") outranks one that mentions it.
              + case when p.category_id in (select id from matching_categories) then 0.5 else 0 end as score
          from products p, q
          where p.is_published and p.search_vector @@ q.tq
        )
        select string_agg(id::text, ',' order by score desc, id) as ids from hits`,
  );
}

/** Runs a query answering one row with a comma-separated `ids` column: far quicker than one row per id. */
async function idList(db: Db, query: SQL): Promise<number[]> {
  const [row] = await queryRows<{ ids: string | null }>(db, query);
  return row?.ids ? row.ids.split(',').map(Number) : [];
}

/** Cards of the given products, in no particular order; unknown and unpublished ids are left out. */
export async function publishedCards(db: Db, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  return queryRows<CardRow>(db, sql`select ${cardSelect} from products p ${cardJoins} where p.is_published and p.id = any(${list}::int[])`);
}

/**
 * Typo tolerance with pg_trgm: the catalogue's own words most like each typed word that is not one
 * of them ("speeker" -> speaker, speakers).
 */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const w of words) {
    if (w.length < 3 || /^[0-9]+$/.test(w)) continue;
    const rows = await queryRows<{ word: string }>(
      db,
      sql`select word from search_words where word % ${w} and word <> ${w} order by similarity(word, ${w}) desc, word limit 3`,
    );
    if (rows.length)
      out.set(
        w,
        rows.map((r) => r.word),
      );
  }
  return out;
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

export async function productImagesOf(db: Db, productId: number) {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNull(productImages.variantId)))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

export async function variantsOf(db: Db, productId: number) {
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.id));
  const images = variants.length
    ? await db
        .select()
        .from(productImages)
        .where(
          inArray(
            productImages.variantId,
            variants.map((v) => v.id),
          ),
        )
        .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    : [];
  return variants.map((v) => ({ ...v, images: images.filter((i) => i.variantId === v.id) }));
}

export async function descriptionsOf(db: Db, productId: number) {
  return db.select().from(productDescriptions).where(eq(productDescriptions.productId, productId)).orderBy(asc(productDescriptions.id));
}

export async function featuresOf(db: Db, productId: number) {
  return db.select().from(productFeatures).where(eq(productFeatures.productId, productId)).orderBy(asc(productFeatures.sortOrder), asc(productFeatures.id));
}

export async function listBanners(db: Db, activeOnly: boolean) {
  return db
    .select()
    .from(banners)
    .where(activeOnly ? eq(banners.isActive, true) : undefined)
    .orderBy(asc(banners.seqId), asc(banners.id));
}
