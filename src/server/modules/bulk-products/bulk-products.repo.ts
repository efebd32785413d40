// The queries of products in bulk (docs/bulk-products.md): the export read in batches, the variants an
// import names, and the import's changes written together.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { SPEC_CELL_SEPARATOR } from '@shared/schemas/bulk-products';
import { VARIANT_COLUMNS, type VariantRow } from '../inventory';

export type Conn = Db | Tx;

export interface ExportRow extends VariantRow {
  variant_id: number;
  hsn_code: string;
  tax_rate: number;
  category: string;
  is_published: boolean;
  brand: string | null;
  /** The product's specification values, "key=value; key=value", in the category's order. */
  specs: string;
}

/** Where the previous batch of the export ended: the last row's product code and variant id. */
export interface ExportCursor {
  productCode: string;
  variantId: number;
}

/**
 * One batch of the export: every variant with its product and category, by product code and then by
 * variant, after the cursor. Keyset paging, so each batch costs the same however far the export is.
 */
export function exportBatch(db: Conn, after: ExportCursor | null, limit: number): Promise<ExportRow[]> {
  const where = after ? sql`(p.product_code, v.id) > (${after.productCode}, ${after.variantId}::int)` : sql`true`;
  return queryRows<ExportRow>(
    db as Db,
    sql`select v.id as variant_id, ${VARIANT_COLUMNS}, p.hsn_code, p.tax_rate::float8 as tax_rate, c.name as category, p.is_published,
          b.name as brand,
          coalesce((select string_agg(s.key || '=' || ps.value, ${SPEC_CELL_SEPARATOR} order by s.sort_order, s.id, ps.value)
            from product_specs ps join specifications s on s.id = ps.specification_id where ps.product_id = p.id), '') as specs
        from product_variants v
          join products p on p.id = v.product_id
          join categories c on c.id = p.category_id
          left join brands b on b.id = p.brand_id
        where ${where}
        order by p.product_code, v.id
        limit ${limit}`,
  );
}

export interface ProductKey {
  id: number;
  product_code: string;
  category_id: number;
  brand_id: number | null;
  brand: string | null;
  specs: string;
}

/** The products of these codes, compared without regard to case (as product codes are unique). */
export async function productsByCodes(db: Conn, codes: string[]): Promise<ProductKey[]> {
  const found: ProductKey[] = [];
  for (const chunk of chunks(codes, 500)) {
    const list = sql.join(
      chunk.map((c) => sql`${c.toUpperCase()}`),
      sql`, `,
    );
    found.push(
      ...(await queryRows<ProductKey>(
        db as Db,
        sql`select p.id, p.product_code, p.category_id, p.brand_id, b.name as brand,
                coalesce((select string_agg(s.key || '=' || ps.value, ${SPEC_CELL_SEPARATOR} order by s.sort_order, s.id, ps.value)
                  from product_specs ps join specifications s on s.id = ps.specification_id where ps.product_id = p.id), '') as specs
              from products p left join brands b on b.id = p.brand_id where upper(p.product_code) in (${list})`,
      )),
    );
  }
  return found;
}

export interface VariantValues {
  id: number;
  product_id: number;
  title: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

/**
 * The variants of these products. With `lock`, inside a transaction, they stay as read until it ends:
 * an order or another admin waits rather than changing them between the check and the write.
 */
export async function variantsOfProducts(db: Conn, productIds: number[], lock: boolean): Promise<VariantValues[]> {
  const found: VariantValues[] = [];
  for (const chunk of chunks(productIds, 500)) {
    const list = sql.join(
      chunk.map((id) => sql`${id}::int`),
      sql`, `,
    );
    found.push(
      ...(await queryRows<VariantValues>(
        db as Db,
        sql`select id, product_id, title, price_paise::float8 as price_paise, mrp_paise::float8 as mrp_paise, stock
            from product_variants where product_id in (${list}) order by id ${lock ? sql`for update` : sql``}`,
      )),
    );
  }
  return found;
}

export interface VariantUpdate {
  id: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

/** Writes new prices, MRPs and stock, a thousand variants a statement. */
export async function updateVariants(db: Conn, updates: VariantUpdate[], now: Date): Promise<void> {
  for (const chunk of chunks(updates, 1000)) {
    const values = sql.join(
      chunk.map((u) => sql`(${u.id}::int, ${u.pricePaise}::bigint, ${u.mrpPaise}::bigint, ${u.stock}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update product_variants v set price_paise = x.price, mrp_paise = x.mrp, stock = x.stock, updated_at = ${now.toISOString()}::timestamptz
          from (values ${values}) as x(id, price, mrp, stock)
          where v.id = x.id`,
    );
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
