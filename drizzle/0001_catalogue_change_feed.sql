-- Every change to what the shop shows (products, variants and their stock, images, texts,
-- banners) is announced on the channel catalogue_changed, with the product id or "banners".
-- Each app instance listens and drops its cached copies (several instances share one database).
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
  ELSE
    payload := row_data.product_id::text;
  END IF;
  PERFORM pg_notify('catalogue_changed', payload);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_descriptions_changed AFTER INSERT OR UPDATE OR DELETE ON product_descriptions FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_features_changed AFTER INSERT OR UPDATE OR DELETE ON product_features FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
