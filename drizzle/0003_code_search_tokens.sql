-- Product codes in the search document are split at their separators and kept whole without them
-- (see refreshSearchDocument): bring the documents written before that up to date.
UPDATE "products" p SET search_vector = p.search_vector || setweight(to_tsvector('simple', regexp_replace(p.product_code, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(p.product_code, '[^[:alnum:]]+', '', 'g')), 'A');
