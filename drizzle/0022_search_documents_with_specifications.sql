-- Search documents gain their products' specifications (weight B, with the category): rebuild every
-- product's once, as the shop's own rebuild does (src/server/modules/catalogue/search-document.ts).
with doc as (
  select p.id,
    coalesce(c.name, '') as category,
    coalesce(b.name, '') as brand,
    coalesce((select string_agg(regexp_replace(d.description, '<[^>]*>', ' ', 'g'), ' ') from product_descriptions d where d.product_id = p.id), '') as rich,
    coalesce((select string_agg(f.item_type || ' ' || f.item_value, ' ') from product_features f where f.product_id = p.id), '') as features,
    coalesce((select string_agg(case when s.kind = 'yesno' then s.name else ps.value end, ' ')
      from product_specs ps join specifications s on s.id = ps.specification_id
      where ps.product_id = p.id and s.category_id = p.category_id and (s.kind in ('one', 'many') or (s.kind = 'yesno' and ps.value = 'yes'))), '') as specs
  from products p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
)
update products p set
  search_vector =
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
from doc where doc.id = p.id;
