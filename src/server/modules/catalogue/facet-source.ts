// What the facet index reads from the database (docs/finding-products.md): each published product's
// category, brand, offered variant, rating and specification values, the units sold lately, and the
// categories, brands and specifications shoppers filter by. A benchmark or a test may give its own.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { offeredVariantOf } from './catalogue.repo';

/** What the filters need of a published product: its category, brand, the variant it is offered with and specification values. */
export interface FacetRow {
  id: number;
  category_id: number;
  brand_id: number | null;
  /** When it was created, as seconds since 1970. */
  created: number;
  price_paise: number | null;
  mrp_paise: number | null;
  stock: number | null;
  /** The approved reviews' average stars and count. */
  rating_average: number;
  rating_count: number;
  /** [specification id, value] pairs. */
  specs: [number, string][];
}

/** FacetRows of the published products (or of one product, if published), in id order. */
export async function facetRows(db: Db, productId?: number): Promise<FacetRow[]> {
  return queryRows<FacetRow>(
    db,
    sql`select p.id, p.category_id, p.brand_id, extract(epoch from p.created_at)::float8 as created,
          dv.price_paise::float8 as price_paise, dv.mrp_paise::float8 as mrp_paise, dv.stock,
          p.rating_average::float8 as rating_average, p.rating_count,
          coalesce((select json_agg(json_build_array(ps.specification_id, ps.value)) from product_specs ps where ps.product_id = p.id), '[]') as specs
        from products p
        left join lateral (${offeredVariantOf(sql`p.id`)}) dv on true
        where p.is_published ${productId === undefined ? sql`` : sql`and p.id = ${productId}`}
        order by p.id`,
  );
}

/** What a product's card change can move in the facet index: the price, MRP and stock of the variant it is offered with. */
export async function facetCard(db: Db, productId: number): Promise<Pick<FacetRow, 'price_paise' | 'mrp_paise' | 'stock'> | undefined> {
  const [row] = await queryRows<Pick<FacetRow, 'price_paise' | 'mrp_paise' | 'stock'>>(
    db,
    sql`select dv.price_paise::float8 as price_paise, dv.mrp_paise::float8 as mrp_paise, dv.stock from (${offeredVariantOf(sql`${productId}`)}) dv`,
  );
  return row;
}

/** Units of each product sold in the `days` days before `today` (India days): the "popularity" order. */
export async function unitsSold(db: Db, today: string, days: number, statuses: readonly string[]): Promise<{ product_id: number; units: number }[]> {
  return queryRows<{ product_id: number; units: number }>(
    db,
    sql`select product_id, sum(units)::float8 as units from product_day_totals
        where product_id is not null and day > ${today}::date - ${days}::int and day <= ${today}::date
          and status in (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})
        group by product_id`,
  );
}

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
}
export interface BrandRow {
  id: number;
  name: string;
  slug: string;
}
export interface SpecificationRow {
  id: number;
  category_id: number;
  key: string;
  name: string;
  kind: 'one' | 'many' | 'number' | 'yesno';
  unit: string | null;
  options: string[];
  is_filter: boolean;
}

/** The categories, brands and specifications, in the order shoppers see them. */
export async function facetDefinitions(db: Db): Promise<{ categories: CategoryRow[]; brands: BrandRow[]; specifications: SpecificationRow[] }> {
  const [categories, brands, specifications] = [
    await queryRows<CategoryRow>(db, sql`select id, name, slug, description from categories order by id`),
    await queryRows<BrandRow>(db, sql`select id, name, slug from brands order by lower(name), id`),
    await queryRows<SpecificationRow>(
      db,
      sql`select id, category_id, key, name, kind, unit, options, is_filter from specifications order by category_id, sort_order, id`,
    ),
  ];
  return { categories, brands, specifications };
}

/** Where the facet index reads the catalogue from: the database (a benchmark or a test may give its own). */
export interface FacetSource {
  definitions: typeof facetDefinitions;
  rows: typeof facetRows;
  card: typeof facetCard;
  sold: typeof unitsSold;
}

export const fromDatabase: FacetSource = { definitions: facetDefinitions, rows: facetRows, card: facetCard, sold: unitsSold };
