CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"slug" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" integer NOT NULL,
	"specification_id" integer NOT NULL,
	"value" varchar(100) NOT NULL,
	CONSTRAINT "product_specs_product_id_specification_id_value_pk" PRIMARY KEY("product_id","specification_id","value")
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"unit" varchar(12),
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_filter" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specifications_kind_ck" CHECK ("specifications"."kind" in ('one', 'many', 'number', 'yesno'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "slug" varchar(100);--> statement-breakpoint
-- A category's address is its name in lower case, words joined by "-" ("Cables & Accessories" ->
-- cables-accessories); a name that would give an address already taken gets its id after it.
UPDATE "categories" SET "slug" = coalesce(nullif(trim(both '-' from lower(regexp_replace("name", '[^A-Za-z0-9]+', '-', 'g'))), ''), 'category');--> statement-breakpoint
UPDATE "categories" c SET "slug" = c."slug" || '-' || c."id" WHERE EXISTS (SELECT 1 FROM "categories" o WHERE o."slug" = c."slug" AND o."id" < c."id");--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_specs_value_ix" ON "product_specs" USING btree ("specification_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "specifications_key_uq" ON "specifications" USING btree ("category_id","key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_brand_ix" ON "products" USING btree ("brand_id");--> statement-breakpoint
-- Brands and specifications change what every product's card, page and filters show: "all".
-- A product's specification values change that product alone.
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
  ELSIF TG_TABLE_NAME IN ('categories', 'brands', 'specifications') THEN
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
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER specifications_changed AFTER INSERT OR UPDATE OR DELETE ON specifications FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_specs_changed AFTER INSERT OR UPDATE OR DELETE ON product_specs FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
