// The only code that reads the public catalogue tables.
import { pageSql, type Page } from '../../db/paging';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { banners } from '../../db/schema';
import { inTitle } from './search-terms';

export interface CardRow {
  id: number;
  product_code: string;
  name: string;
  category_id: number;
  category_name: string;
  brand_name: string | null;
  is_published: boolean;
  rating_count: number;
  rating_average: number;
  variant_id: number | null;
  variant_title: string | null;
  price_paise: number | null;
  mrp_paise: number | null;
  stock: number | null;
  /** Its variants come at more than one price. */
  more_options: boolean;
  image_id: number | null;
  file_path: string | null;
  file_name: string | null;
}

/**
 * The variant a product is offered with (docs/catalogue.md, The variant a product is offered
 * with): its default variant while that is in stock, else its cheapest variant in stock, else (none
 * in stock) its default one. What its card, its page, the filters and the orders show; the same
 * rule as offeredVariant in src/shared/product-page.ts.
 */
export const offeredVariantOf = (productId: SQL) =>
  sql`select v.id, v.title, v.price_paise, v.mrp_paise, v.stock from product_variants v
      where v.product_id = ${productId} order by (v.stock > 0) desc, v.is_default desc, v.price_paise, v.id limit 1`;

/** Card columns: the variant offered and its image (else the first product image). */
const cardSelect = sql`
  p.id, p.product_code, p.name, p.category_id, c.name as category_name, b.name as brand_name, p.is_published,
  p.rating_count, p.rating_average::float8 as rating_average,
  dv.id as variant_id, dv.title as variant_title, dv.price_paise::float8 as price_paise,
  dv.mrp_paise::float8 as mrp_paise, dv.stock,
  (select count(distinct o.price_paise) > 1 from product_variants o where o.product_id = p.id) as more_options,
  img.id as image_id, img.file_path, img.file_name`;
const cardJoins = sql`
  join categories c on c.id = p.category_id
  left join brands b on b.id = p.brand_id
  left join lateral (${offeredVariantOf(sql`p.id`)}) dv on true
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

/** How many products are published, and the first `bound` of them in id order. */
export async function publishedHead(db: Db, bound: number): Promise<{ total: number; ids: number[] }> {
  const [row] = await queryRows<{ total: number; ids: string | null }>(
    db,
    sql`select (select count(*)::int from products where is_published) as total,
          (select string_agg(id::text, ',' order by id) from (select id from products where is_published order by id limit ${bound}) x) as ids`,
  );
  return { total: row?.total ?? 0, ids: splitIds(row?.ids) };
}

/**
 * Each word's form in the english configuration ("speakers" -> speaker), '' for a word it leaves
 * out ("the"); a word it would read as more than one is kept as it is.
 */
export async function englishForms(db: Db, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const [row] = await queryRows<{ forms: Record<string, string> | null }>(db, sql`select ${formsSql(words)} as forms`, { prepared: true });
  return toForms(row?.forms);
}

/** englishForms as one JSON value, { word: lexemes }, to be read by toForms. */
const formsSql = (words: readonly string[]) =>
  sql`(select json_object_agg(w, coalesce((select string_agg(lexeme, ' ') from unnest(to_tsvector('english', w))), ''))
       from unnest(${textArray(words)}::text[]) w)`;

const toForms = (forms: Record<string, string> | null | undefined) =>
  new Map(Object.entries(forms ?? {}).map(([word, form]) => [word, form.includes(' ') ? word : form]));

/**
 * The products a search finds (tsquery text from search-terms.ts), and how well each matches it:
 * 1 in a category the search names ("headphones"), 2 holding the whole search in its name, code or
 * category (weights A and B of the search document), 3 only in its descriptions or features. The
 * query is written into the statement, not passed through a CTE, so that the planner sees its
 * words. `head` is left out.
 */
function searchFound(query: string, head: ArrayLike<number> = []) {
  const without = head.length ? sql`and p.id <> all(${intArray(head)}::int[])` : sql``;
  return sql`cats as (
      select c.id from categories c where to_tsvector('english', c.name) @@ ${query}::tsquery
    ), found as (
      select p.id, case when p.category_id in (select id from cats) then 1 when p.search_vector @@ ${inTitle(query)}::tsquery then 2 else 3 end as tier
      from products p where p.is_published and p.search_vector @@ ${query}::tsquery ${without}
    )`;
}

/** A search's best ones put in order: by their group, then full-text rank (ts_rank), then id. */
const rankOrder = (query: string) => sql`h.tier, ts_rank(p.search_vector, ${query}::tsquery) desc, h.id`;

/**
 * The published products a search finds (full-text search over the weighted search document: name
 * and code A, category B, descriptions and features C): how many, and the first `bound` of them in
 * order of how well they match (searchFound), then id, ordered among themselves by that and their
 * full-text rank (ts_rank). Only those `bound` are ranked.
 */
export async function searchHead(db: Db, query: string, bound: number): Promise<{ total: number; ids: number[] }> {
  const [row] = await queryRows<{ total: number; ids: string | null }>(
    db,
    sql`with ${searchFound(query)}, head as (
          select f.id, f.tier from found f order by f.tier, f.id limit ${bound}
        )
        select (select count(*)::int from found) as total,
          (select string_agg(h.id::text, ',' order by ${rankOrder(query)}) from head h join products p on p.id = h.id) as ids`,
  );
  return { total: row?.total ?? 0, ids: splitIds(row?.ids) };
}

/**
 * The given products of a search (with their groups, from the search index) in the order searchHead
 * puts its best ones; in the same statement, the cards of those at places `shown` (from, to) of that
 * order, and the english forms of `words` (englishForms), so that a first search costs one round trip.
 */
export async function rankFound(
  db: Db,
  query: string,
  found: { ids: ArrayLike<number>; tiers: ArrayLike<number> },
  shown: { from: number; to: number },
  words: readonly string[],
): Promise<{ ids: number[]; cards: CardRow[]; forms: Map<string, string> }> {
  if (found.ids.length === 0) return { ids: [], cards: [], forms: new Map() };
  const [row] = await queryRows<{ ranked: string | null; forms: Record<string, string> | null; cards: CardRow[] | null }>(
    db,
    sql`with h as (
          select h.id, row_number() over (order by ${rankOrder(query)}) as n
          from unnest(${intArray(found.ids)}::int[], ${intArray(found.tiers)}::int[]) as h(id, tier) join products p on p.id = h.id
        )
        select (select string_agg(id::text, ',' order by n) from h) as ranked,
          ${formsSql(words)} as forms,
          (select json_agg(card) from (
            select ${cardSelect} from h join products p on p.id = h.id ${cardJoins}
            where p.is_published and h.n > ${shown.from} and h.n <= ${shown.to}
          ) card) as cards`,
    { prepared: true },
  );
  return { ids: splitIds(row?.ranked), cards: row?.cards ?? [], forms: toForms(row?.forms) };
}

/** How many products are published. */
export async function publishedCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where is_published`);
  return Number(row?.n ?? 0);
}

/** The published products' search documents (or one product's, if published), as tsvector text, with their category. */
export async function searchDocuments(db: Db, productId?: number) {
  return queryRows<{ id: number; category_id: number; vector: string }>(
    db,
    sql`select id, category_id, coalesce(search_vector::text, '') as vector from products
        where is_published ${productId === undefined ? sql`` : sql`and id = ${productId}`}`,
  );
}

/** Each category's name as a tsvector text, as searchFound matches it. */
export async function categoryVectors(db: Db) {
  return queryRows<{ id: number; vector: string }>(db, sql`select id, to_tsvector('english', name)::text as vector from categories`);
}

/** The published products a search finds other than `head` (searchHead's), in order of how well they match, then id. */
export async function searchRest(db: Db, query: string, head: ArrayLike<number>): Promise<number[]> {
  return idList(db, sql`with ${searchFound(query, head)} select string_agg(id::text, ',' order by tier, id) as ids from found`);
}

/** Runs a query answering one row with a comma-separated `ids` column: far quicker than one row per id. */
async function idList(db: Db, query: SQL): Promise<number[]> {
  const [row] = await queryRows<{ ids: string | null }>(db, query);
  return splitIds(row?.ids);
}

const splitIds = (ids: string | null | undefined): number[] => (ids ? ids.split(',').map(Number) : []);

/** Whole numbers as a PostgreSQL array literal ({1,2,3}), passed as one parameter. */
const intArray = (numbers: ArrayLike<number>) => `{${Array.from(numbers, (n) => Math.trunc(n)).join(',')}}`;

/** Words of letters and digits as a PostgreSQL array literal, passed as one parameter. */
const textArray = (words: readonly string[]) => `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Cards of the given products, in no particular order; unknown and unpublished ids are left out. */
export async function publishedCards(db: Db, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return queryRows<CardRow>(db, sql`select ${cardSelect} from products p ${cardJoins} where p.is_published and p.id = any(${intArray(ids)}::int[])`, {
    prepared: true,
  });
}

/**
 * Typo tolerance with pg_trgm: the catalogue's own words most like each typed word that is not one
 * of them ("speeker" -> speaker, speakers); in the same statement, the english forms of
 * `englishOf` (englishForms).
 */
export async function correctWords(
  db: Db,
  words: readonly string[],
  englishOf: readonly string[] = [],
): Promise<{ corrections: Map<string, string[]>; forms: Map<string, string> }> {
  const wrong = words.filter((w) => w.length >= 3 && !/^[0-9]+$/.test(w));
  const [row] = await queryRows<{ corrections: Record<string, string[]> | null; forms: Record<string, string> | null }>(
    db,
    sql`select (select json_object_agg(w, array(
              select s.word from search_words s where s.word % w and s.word <> w order by similarity(s.word, w) desc, s.word limit 3))
            from unnest(${textArray(wrong)}::text[]) w) as corrections,
          ${formsSql(englishOf)} as forms`,
    { prepared: true },
  );
  const corrections = Object.entries(row?.corrections ?? {}).filter(([, like]) => like.length > 0);
  return { corrections: new Map(corrections), forms: toForms(row?.forms) };
}

export interface ImageRow {
  id: number;
  filePath: string;
  fileName: string;
}

export interface VariantRow {
  id: number;
  productId: number;
  title: string;
  metrixWeight: number;
  productWeight: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  isDefault: boolean;
  images: ImageRow[];
}

/** One specification of a product, with its values. */
export interface SpecValueRow {
  key: string;
  name: string;
  kind: 'one' | 'many' | 'number' | 'yesno';
  unit: string | null;
  options: string[];
  values: string[];
}

/** A product's specifications with their values (products.id as p.id), as JSON. */
export const specsJson = sql`coalesce((select json_agg(json_build_object('key', s.key, 'name', s.name, 'kind', s.kind, 'unit', s.unit,
      'options', s.options, 'values', (select json_agg(ps.value order by ps.value) from product_specs ps where ps.product_id = p.id and ps.specification_id = s.id))
      order by s.sort_order, s.id)
    from specifications s where s.category_id = p.category_id and exists (select 1 from product_specs ps where ps.product_id = p.id and ps.specification_id = s.id)), '[]')`;

/** A product with everything its page shows, as productSheet reads it. */
export interface ProductSheet {
  id: number;
  productCode: string;
  name: string;
  location: string;
  hsnCode: string;
  taxRate: number;
  description: string;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  brandName: string | null;
  brandSlug: string | null;
  isPublished: boolean;
  ratingCount: number;
  ratingAverage: number;
  /** The product's values of its category's specifications, in the category's order. */
  specs: SpecValueRow[];
  /** The product's own images (not a variant's), in order. */
  images: ImageRow[];
  /** In id order, each with its images. */
  variants: VariantRow[];
  descriptions: { id: number; description: string; fileName: string | null; filePath: string | null }[];
  features: { id: number; itemType: string; itemValue: string }[];
  declarantKind: string | null;
  declarantName: string | null;
  declarantAddress: string | null;
  countryOfOrigin: string | null;
  genericName: string | null;
  netQuantity: string | null;
  madeOn: string | null;
  consumerCarePhone: string | null;
  consumerCareEmail: string | null;
}

const imagesJson = (where: SQL) =>
  sql`coalesce((select json_agg(json_build_object('id', i.id, 'filePath', i.file_path, 'fileName', i.file_name) order by i.sort_order, i.id)
    from product_images i where ${where}), '[]')`;

const variantsJson = sql`coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'title', v.title,
      'metrixWeight', v.metrix_weight, 'productWeight', v.product_weight, 'pricePaise', v.price_paise, 'mrpPaise', v.mrp_paise, 'stock', v.stock,
      'isDefault', v.is_default, 'images', ${imagesJson(sql`i.variant_id = v.id`)}) order by v.id)
    from product_variants v where v.product_id = p.id), '[]')`;

/**
 * A product (published or not) with its category, images, variants and their images, descriptions
 * and features, in one query: the product page needs all of them, and each query is a round trip.
 */
export async function productSheet(db: Db, id: number): Promise<ProductSheet | null> {
  const [row] = await queryRows<ProductSheet>(
    db,
    sql`select p.id, p.product_code as "productCode", p.name, p.location, p.hsn_code as "hsnCode", p.tax_rate::float8 as "taxRate",
          p.description, p.category_id as "categoryId", c.name as "categoryName", c.slug as "categorySlug", p.is_published as "isPublished",
          p.rating_count as "ratingCount", p.rating_average::float8 as "ratingAverage",
          b.name as "brandName", b.slug as "brandSlug", ${specsJson} as specs,
          p.declarant_kind as "declarantKind", p.declarant_name as "declarantName", p.declarant_address as "declarantAddress",
          p.country_of_origin as "countryOfOrigin", p.generic_name as "genericName", p.net_quantity as "netQuantity", p.made_on as "madeOn",
          p.consumer_care_phone as "consumerCarePhone", p.consumer_care_email as "consumerCareEmail",
          ${imagesJson(sql`i.product_id = p.id and i.variant_id is null`)} as images,
          ${variantsJson} as variants,
          coalesce((select json_agg(json_build_object('id', d.id, 'description', d.description, 'fileName', d.file_name, 'filePath', d.file_path) order by d.id)
            from product_descriptions d where d.product_id = p.id), '[]') as descriptions,
          coalesce((select json_agg(json_build_object('id', f.id, 'itemType', f.item_type, 'itemValue', f.item_value) order by f.sort_order, f.id)
            from product_features f where f.product_id = p.id), '[]') as features
        from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id where p.id = ${id}`,
  );
  return row ?? null;
}

/** Whether a product is published (null: there is no such product), and its variants with their images, in one query. */
export async function variantSheet(db: Db, productId: number): Promise<{ isPublished: boolean | null; variants: VariantRow[] }> {
  const [row] = await queryRows<{ isPublished: boolean | null; variants: VariantRow[] }>(
    db,
    sql`select (select is_published from products where id = ${productId}) as "isPublished",
          (select ${variantsJson} from (select ${productId}::int as id) p) as variants`,
  );
  return row ?? { isPublished: null, variants: [] };
}

/** What each brand's page shows besides its products: its description and logo. */
export const brandPages = (db: Db) =>
  queryRows<{ id: number; description: string; logo_file_path: string | null; logo_file_name: string | null }>(
    db,
    sql`select id, description, logo_file_path, logo_file_name from brands`,
  );

export async function listBanners(db: Db, activeOnly: boolean) {
  return db
    .select()
    .from(banners)
    .where(activeOnly ? eq(banners.isActive, true) : undefined)
    .orderBy(asc(banners.seqId), asc(banners.id));
}
