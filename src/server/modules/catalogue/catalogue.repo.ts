// The only code that reads the public catalogue tables.
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
  total: number;
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

export interface Page {
  limit: number | null;
  offset: number;
}

const pageSql = (page: Page) => (page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`);

/** Product cards matching `where`, in `orderBy` order, with the total count for paging. */
export async function listCards(db: Db, where: SQL, orderBy: SQL, page: Page): Promise<CardRow[]> {
  return queryRows<CardRow>(db, sql`select ${cardSelect}, count(*) over ()::int as total from products p ${cardJoins} where ${where} order by ${orderBy} ${pageSql(page)}`);
}

export const listPublishedCards = (db: Db, page: Page) => listCards(db, sql`p.is_published`, sql`p.id`, page);

/**
 * Full-text search with weights (name and code A, category B, text C), prefix matching, and
 * pg_trgm word similarity for typos; best match first.
 */
export async function searchPublishedCards(db: Db, terms: { english: string; simple: string; text: string }, page: Page): Promise<CardRow[]> {
  return queryRows<CardRow>(
    db,
    sql`with q as (
          select to_tsquery('english', ${terms.english}) as te, to_tsquery('simple', ${terms.simple}) as ts, ${terms.text}::text as txt
        ), hits as (
          select p.id,
            ts_rank_cd(p.search_vector, q.te, 1) * 4 + ts_rank_cd(p.search_vector, q.ts, 1) * 4
              + word_similarity(q.txt, p.search_text) * 2 + similarity(q.txt, p.search_text)
              -- A match on the category ("hedphone" -> Headphones) outranks a passing mention in a name.
              + word_similarity(q.txt, lower(c.name)) * 1.5 as score
          from products p join categories c on c.id = p.category_id, q
          where p.is_published and (p.search_vector @@ q.te or p.search_vector @@ q.ts or q.txt <% p.search_text)
        )
        select ${cardSelect}, count(*) over ()::int as total
        from hits h join products p on p.id = h.id ${cardJoins}
        order by h.score desc, p.id ${pageSql(page)}`,
  );
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
        .where(inArray(productImages.variantId, variants.map((v) => v.id)))
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
