// The only code of specifications and brands that talks to Drizzle: a category's specifications as
// the admin defines them, the brands, and the values products have (docs/specifications.md).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { brands, categories, productSpecs, products, specifications } from '../../db/schema';

export type Conn = Db | Tx;

export type SpecRow = typeof specifications.$inferSelect;
export type SpecValues = Pick<typeof specifications.$inferInsert, 'categoryId' | 'key' | 'name' | 'kind' | 'unit' | 'options' | 'sortOrder' | 'isFilter'>;

// ---------------------------------------------------------------- specifications

export async function categoryExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

/** Specifications in the order shoppers see them: by their order, then as they were added. */
export const listSpecs = (db: Conn, categoryId?: number) =>
  db
    .select()
    .from(specifications)
    .where(categoryId === undefined ? undefined : eq(specifications.categoryId, categoryId))
    .orderBy(asc(specifications.categoryId), asc(specifications.sortOrder), asc(specifications.id));

export async function findSpec(db: Conn, id: number): Promise<SpecRow | null> {
  const [row] = await db.select().from(specifications).where(eq(specifications.id, id)).limit(1);
  return row ?? null;
}

export async function keyTaken(db: Conn, categoryId: number, key: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: specifications.id })
    .from(specifications)
    .where(and(eq(specifications.categoryId, categoryId), eq(specifications.key, key), exceptId ? ne(specifications.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertSpec(db: Conn, values: SpecValues): Promise<SpecRow> {
  const [row] = await db.insert(specifications).values(values).returning();
  return row;
}

export async function updateSpec(db: Conn, id: number, values: SpecValues): Promise<SpecRow> {
  const [row] = await db.update(specifications).set(values).where(eq(specifications.id, id)).returning();
  return row;
}

/** Deletes a specification; the products' values of it go with it (the foreign key cascades). */
export async function deleteSpec(db: Conn, id: number): Promise<void> {
  await db.delete(specifications).where(eq(specifications.id, id));
}

/** How many products have a value of this specification, and the most values one product has. */
export async function usage(db: Conn, specId: number): Promise<{ products: number; most: number }> {
  const [row] = await queryRows<{ products: number; most: number }>(
    db as Db,
    sql`select count(*)::int as products, coalesce(max(n), 0)::int as most
        from (select count(*) as n from product_specs where specification_id = ${specId} group by product_id) x`,
  );
  return row;
}

/** For each stored value of this specification, how many products have it. */
export async function valueUse(db: Conn, specId: number): Promise<{ value: string; products: number }[]> {
  return queryRows<{ value: string; products: number }>(
    db as Db,
    sql`select value, count(*)::int as products from product_specs where specification_id = ${specId} group by value order by value`,
  );
}

/** Writes a value again as the list now spells it, on every product that has it. */
export async function renameValue(db: Conn, specId: number, from: string, to: string): Promise<void> {
  await db
    .update(productSpecs)
    .set({ value: to })
    .where(and(eq(productSpecs.specificationId, specId), eq(productSpecs.value, from)));
}

// ---------------------------------------------------------------- brands

export type BrandRow = typeof brands.$inferSelect;

/** Every brand with how many products (published or not) carry it, by name. */
export const listBrands = (db: Conn) =>
  queryRows<{
    id: number;
    name: string;
    slug: string;
    description: string;
    logo_file_path: string | null;
    logo_file_name: string | null;
    products: number;
  }>(
    db as Db,
    sql`select b.id, b.name, b.slug, b.description, b.logo_file_path, b.logo_file_name,
          (select count(*)::int from products p where p.brand_id = b.id) as products
        from brands b order by lower(b.name)`,
  );

/** Saves a brand's description and logo (null: none). */
export async function updateBrand(
  db: Conn,
  id: number,
  values: { description: string; logoFilePath: string | null; logoFileName: string | null },
): Promise<BrandRow> {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row;
}

export async function brandByName(db: Conn, name: string): Promise<BrandRow | null> {
  const [row] = await db
    .select()
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

export async function brandBySlug(db: Conn, slug: string): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  return row ?? null;
}

export async function brandById(db: Conn, id: number): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row ?? null;
}

export async function insertBrand(db: Conn, name: string, slug: string): Promise<BrandRow> {
  const [row] = await db.insert(brands).values({ name, slug }).returning();
  return row;
}

export async function setProductBrand(db: Conn, productId: number, brandId: number): Promise<void> {
  await db.update(products).set({ brandId }).where(eq(products.id, productId));
}

// ---------------------------------------------------------------- a product's values

/** A product's values with their specification's key, in the category's order. */
export async function valuesOfProduct(db: Conn, productId: number): Promise<{ specificationId: number; key: string; value: string }[]> {
  return db
    .select({ specificationId: productSpecs.specificationId, key: specifications.key, value: productSpecs.value })
    .from(productSpecs)
    .innerJoin(specifications, eq(specifications.id, productSpecs.specificationId))
    .where(eq(productSpecs.productId, productId))
    .orderBy(asc(specifications.sortOrder), asc(specifications.id), asc(productSpecs.value));
}

/** Replaces all of a product's values with these. */
export async function replaceValues(db: Conn, productId: number, rows: { specificationId: number; value: string }[]): Promise<void> {
  await db.delete(productSpecs).where(eq(productSpecs.productId, productId));
  if (rows.length) await db.insert(productSpecs).values(rows.map((r) => ({ productId, ...r })));
}

/** Drops a product's values of specifications that are not its category's (after it changed category). */
export async function dropValuesOutsideCategory(db: Conn, productId: number, categoryId: number): Promise<void> {
  await db.execute(
    sql`delete from product_specs ps using specifications s
        where ps.product_id = ${productId} and s.id = ps.specification_id and s.category_id <> ${categoryId}`,
  );
}

// ---------------------------------------------------------------- completeness

/** Each category (or one) with its published products. */
export async function publishedByCategory(db: Conn, categoryId?: number): Promise<{ id: number; name: string; published: number }[]> {
  return queryRows<{ id: number; name: string; published: number }>(
    db as Db,
    sql`select c.id, c.name, (select count(*)::int from products p where p.category_id = c.id and p.is_published) as published
        from categories c ${categoryId === undefined ? sql`` : sql`where c.id = ${categoryId}`} order by c.id`,
  );
}

/**
 * For each specification (of one category, or all), the published products of its category without
 * a value of it: how many, and the first `limit` in id order.
 */
export interface Lacking {
  spec_id: number;
  missing: number;
  products: { id: number; name: string; code: string }[];
}

export async function lackingValues(db: Conn, limit: number, categoryId?: number): Promise<Lacking[]> {
  const rows = await queryRows<Lacking>(
    db as Db,
    sql`select s.id as spec_id, count(p.id)::int as missing,
          coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'code', p.product_code) order by p.id)
            filter (where p.id is not null), '[]'::json) as products
        from specifications s
        left join products p on p.category_id = s.category_id and p.is_published
          and not exists (select 1 from product_specs ps where ps.product_id = p.id and ps.specification_id = s.id)
        ${categoryId === undefined ? sql`` : sql`where s.category_id = ${categoryId}`}
        group by s.id`,
  );
  return rows.map((r) => ({ ...r, products: r.products.slice(0, limit) }));
}
