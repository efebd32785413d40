-- A change to a variant (price, stock) or an image changes a product's card and page, not which
-- products a search finds or their order: it is announced as "card:<product id>", so that app
-- instances keep their ranked search results and drop only that product's card and page.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'products' THEN
    payload := row_data.id::text;
  ELSIF TG_TABLE_NAME = 'banners' THEN
    payload := 'banners';
  ELSIF TG_TABLE_NAME = 'categories' THEN
    payload := 'all';
  ELSIF TG_TABLE_NAME IN ('product_variants', 'product_images') THEN
    payload := 'card:' || row_data.product_id::text;
  ELSE
    payload := row_data.product_id::text;
  END IF;
  PERFORM pg_notify('catalogue_changed', payload);
  RETURN NULL;
END;
$$;
