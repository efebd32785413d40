CREATE TABLE "search_words" (
	"word" varchar(100) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_ix" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Backfill from the products already there; later changes add their words as they are saved.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p JOIN "categories" c ON c.id = p.category_id, regexp_split_to_table(lower(p.name || ' ' || c.name), '[^a-z]+') w
WHERE length(w) >= 3 ON CONFLICT DO NOTHING;
