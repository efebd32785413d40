// The only code that reads what comparing products needs besides their cards: their category's
// specifications and their values of them.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { SpecKind } from '@shared/schemas/catalogue';

/** A specification of the category, with each compared product's values of it. */
export interface ComparedSpecRow {
  key: string;
  name: string;
  kind: SpecKind;
  unit: string | null;
  options: string[];
  /** Product id (as text, JSON keys are text) -> its values; products without a value are absent. */
  values: Record<string, string[]> | null;
}

/** The category's specifications in its order (sort_order, id), each with the given products' values, in one query. */
export async function comparedSpecs(db: Db, categoryId: number, productIds: readonly number[]): Promise<ComparedSpecRow[]> {
  const ids = `{${productIds.map((n) => Math.trunc(n)).join(',')}}`;
  return queryRows<ComparedSpecRow>(
    db,
    sql`select s.key, s.name, s.kind, s.unit, s.options,
          (select json_object_agg(v.product_id, v.values) from (
            select ps.product_id, json_agg(ps.value order by ps.value) as values from product_specs ps
            where ps.specification_id = s.id and ps.product_id = any(${ids}::int[]) group by ps.product_id
          ) v) as values
        from specifications s where s.category_id = ${categoryId} order by s.sort_order, s.id`,
  );
}
