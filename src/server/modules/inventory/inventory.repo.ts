// Stock on the shelf: taken for an order only while enough is left, given back when units return,
// and the inventory list of every variant with its product, filtered by stock and product code.
import { and, eq, sql } from 'drizzle-orm';
import { pageSql, type Page } from '../../db/paging';
import { queryRows, type Db, type Tx } from '../../db/client';
import { productVariants } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

type Conn = Db | Tx;

/**
 * A variant with its product's code and name, its price, MRP and stock, as the lists of variants read
 * them in plain SQL: `VARIANT_COLUMNS` over `product_variants v join products p`.
 */
export interface VariantRow {
  product_code: string;
  product_name: string;
  title: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}
export const VARIANT_COLUMNS = sql`p.product_code, p.name as product_name, v.title, v.price_paise::float8 as price_paise,
  v.mrp_paise::float8 as mrp_paise, v.stock`;

export interface InventoryDbRow extends VariantRow {
  id: number;
  product_id: number;
  total: number;
}

/**
 * Inventory rows. Threshold 10000 (or more) lists every variant, 0 the variants out of stock,
 * any other N those with stock below N. The product code matches anywhere, ignoring case.
 */
export async function listInventory(db: Conn, threshold: number, productCode: string | null, page: Page): Promise<InventoryDbRow[]> {
  const stockFilter = threshold >= 10000 ? sql`true` : threshold === 0 ? sql`v.stock = 0` : sql`v.stock < ${threshold}`;
  const codeFilter = productCode ? sql`p.product_code ilike ${containsPattern(productCode)}` : sql`true`;
  return queryRows<InventoryDbRow>(
    db as Db,
    sql`select v.id, v.product_id, ${VARIANT_COLUMNS}, count(*) over ()::int as total
        from product_variants v join products p on p.id = v.product_id
        where ${stockFilter} and ${codeFilter}
        order by p.product_code, v.id ${pageSql(page)}`,
  );
}

/** Takes stock only if enough is left; answers false when it is not (docs/checkout-and-payments.md). */
export async function takeStock(db: Db, variantId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} >= ${quantity}`))
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

export async function returnStock(db: Db, variantId: number, quantity: number) {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
}
