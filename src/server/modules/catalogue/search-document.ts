// The weighted search document of a product: name, code and brand (A), category and specifications
// (B), descriptions and features (C). A search ranks the fields in that order (docs/catalogue.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rebuilds search_vector and search_text for one product, or for all when productId is omitted. */
export async function refreshSearchDocument(db: Db, productId?: number): Promise<void> {
  const where = productId === undefined ? sql`true` : sql`p.id = ${productId}`;
  await db.execute(sql`
    with doc as (
      select p.id,
        coalesce(c.name, '') as category,
        coalesce(b.name, '') as brand,
        coalesce((select string_agg(regexp_replace(d.description, '<[^>]*>', ' ', 'g'), ' ') from product_descriptions d where d.product_id = p.id), '') as rich,
        coalesce((select string_agg(f.item_type || ' ' || f.item_value, ' ') from product_features f where f.product_id = p.id), '') as features,
        -- Its specifications of its category: a value chosen from a list as it is written ("Bluetooth",
        -- "Over-ear"), a yes/no one by its name when yes ("Noise cancelling"); numbers are left out.
        coalesce((select string_agg(case when s.kind = 'yesno' then s.name else ps.value end, ' ')
          from product_specs ps join specifications s on s.id = ps.specification_id
          where ps.product_id = p.id and s.category_id = p.category_id and (s.kind in ('one', 'many') or (s.kind = 'yesno' and ps.value = 'yes'))), '') as specs
      from products p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      where ${where}
    )
    update products p set
      search_vector =
        -- Codes are split at their separators ("SW-HP-101" -> sw hp 101; the parser would read "-101"
        -- as a negative number) and also kept whole without them (swhp101).
        setweight(to_tsvector('simple', regexp_replace(p.product_code, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(p.product_code, '[^[:alnum:]]+', '', 'g')), 'A') ||
        setweight(to_tsvector('english', p.name), 'A') ||
        setweight(to_tsvector('simple', p.name), 'A') ||
        setweight(to_tsvector('english', doc.brand), 'A') ||
        setweight(to_tsvector('simple', doc.brand), 'A') ||
        setweight(to_tsvector('english', doc.category), 'B') ||
        setweight(to_tsvector('english', doc.specs), 'B') ||
        setweight(to_tsvector('english', p.description || ' ' || doc.rich), 'C') ||
        setweight(to_tsvector('english', doc.features), 'C'),
      search_text = lower(p.name || ' ' || p.product_code || ' ' || doc.category || ' ' || doc.brand)
    from doc where doc.id = p.id`);
  // The words of names, categories and brands join the vocabulary that typos are corrected against.
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id,
      regexp_split_to_table(lower(p.name || ' ' || c.name || ' ' || coalesce(b.name, '')), '[^a-z]+') w
    where ${where} and length(w) >= 3
    on conflict do nothing`);
}
