CREATE TABLE "order_day_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_day_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"orders" integer NOT NULL,
	"paid_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_day_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_day_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"product_code" varchar(50) NOT NULL,
	"product_id" integer,
	"product_name" varchar(200) NOT NULL,
	"units" integer NOT NULL,
	"paise" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_items_order_sales_ix";--> statement-breakpoint
CREATE UNIQUE INDEX "order_day_totals_folded_uq" ON "order_day_totals" USING btree ("day","status") WHERE folded;--> statement-breakpoint
CREATE INDEX "order_day_totals_day_ix" ON "order_day_totals" USING btree ("day","status","orders","paid_paise","refunded_paise");--> statement-breakpoint
CREATE INDEX "order_day_totals_unfolded_ix" ON "order_day_totals" USING btree ("id") WHERE not folded;--> statement-breakpoint
CREATE UNIQUE INDEX "product_day_totals_folded_uq" ON "product_day_totals" USING btree ("day","status","product_code") WHERE folded;--> statement-breakpoint
CREATE INDEX "product_day_totals_day_ix" ON "product_day_totals" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "product_day_totals_unfolded_ix" ON "product_day_totals" USING btree ("id") WHERE not folded;--> statement-breakpoint
CREATE FUNCTION "india_day"("at" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT (("at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date
$$;--> statement-breakpoint
CREATE FUNCTION "order_refunded_paise"("of_order" uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
	SELECT coalesce(sum(r.refund_paise), 0)::bigint FROM returns r
	WHERE r.order_id = "of_order" AND r.status = 'Refunded' AND r.refund_status = 'Completed'
$$;--> statement-breakpoint
INSERT INTO "order_day_totals" ("day", "status", "orders", "paid_paise", "refunded_paise", "folded")
SELECT india_day(o.created_at), o.status, count(*), sum(o.items_total_paise - o.discount_paise + o.shipping_cost_paise), sum(order_refunded_paise(o.id)), true
FROM orders o GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "product_day_totals" ("day", "status", "product_code", "product_id", "product_name", "units", "paise", "folded")
SELECT india_day(o.created_at), o.status, i.product_code, max(i.product_id), max(i.product_name), sum(i.quantity), sum(i.total_paise - i.discount_paise), true
FROM order_items i JOIN orders o ON o.id = i.order_id GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "order_day_totals_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An order leaves its old day and status (with its lines) and joins the new ones: rows of changes only.
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO order_day_totals (day, status, orders, paid_paise, refunded_paise)
		VALUES (india_day(OLD.created_at), OLD.status, -1, -(OLD.items_total_paise - OLD.discount_paise + OLD.shipping_cost_paise), -order_refunded_paise(OLD.id));
		INSERT INTO product_day_totals (day, status, product_code, product_id, product_name, units, paise)
		SELECT india_day(OLD.created_at), OLD.status, i.product_code, max(i.product_id), max(i.product_name), -sum(i.quantity), -sum(i.total_paise - i.discount_paise)
		FROM order_items i WHERE i.order_id = OLD.id GROUP BY i.product_code;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	INSERT INTO order_day_totals (day, status, orders, paid_paise, refunded_paise)
	VALUES (india_day(NEW.created_at), NEW.status, 1, NEW.items_total_paise - NEW.discount_paise + NEW.shipping_cost_paise, order_refunded_paise(NEW.id));
	-- A new order's lines are written after it, by their own trigger.
	IF TG_OP = 'UPDATE' THEN
		INSERT INTO product_day_totals (day, status, product_code, product_id, product_name, units, paise)
		SELECT india_day(NEW.created_at), NEW.status, i.product_code, max(i.product_id), max(i.product_name), sum(i.quantity), sum(i.total_paise - i.discount_paise)
		FROM order_items i WHERE i.order_id = NEW.id GROUP BY i.product_code;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_day_totals_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_totals_of_order"();--> statement-breakpoint
CREATE TRIGGER "order_day_totals_update" AFTER UPDATE ON "orders" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.items_total_paise IS DISTINCT FROM NEW.items_total_paise
		OR OLD.discount_paise IS DISTINCT FROM NEW.discount_paise OR OLD.shipping_cost_paise IS DISTINCT FROM NEW.shipping_cost_paise)
	EXECUTE FUNCTION "order_day_totals_of_order"();--> statement-breakpoint
-- Before the delete, while the order's lines are still there (they go with it).
CREATE TRIGGER "order_day_totals_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_totals_of_order"();--> statement-breakpoint
CREATE FUNCTION "product_day_totals_of_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o record;
BEGIN
	-- A line counts under its order's day and status; a line deleted with its order was counted out by the order's trigger.
	IF TG_OP <> 'INSERT' THEN
		SELECT created_at, status INTO o FROM orders WHERE id = OLD.order_id;
		IF FOUND THEN
			INSERT INTO product_day_totals (day, status, product_code, product_id, product_name, units, paise)
			VALUES (india_day(o.created_at), o.status, OLD.product_code, OLD.product_id, OLD.product_name, -OLD.quantity, -(OLD.total_paise - OLD.discount_paise));
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT created_at, status INTO o FROM orders WHERE id = NEW.order_id;
		IF FOUND THEN
			INSERT INTO product_day_totals (day, status, product_code, product_id, product_name, units, paise)
			VALUES (india_day(o.created_at), o.status, NEW.product_code, NEW.product_id, NEW.product_name, NEW.quantity, NEW.total_paise - NEW.discount_paise);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_day_totals_line" AFTER INSERT OR UPDATE OR DELETE ON "order_items" FOR EACH ROW EXECUTE FUNCTION "product_day_totals_of_line"();--> statement-breakpoint
CREATE FUNCTION "order_day_totals_of_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A refund the gateway confirmed counts against its order's day and status now.
	IF TG_OP <> 'INSERT' AND OLD.status = 'Refunded' AND OLD.refund_status = 'Completed' AND coalesce(OLD.refund_paise, 0) <> 0 THEN
		INSERT INTO order_day_totals (day, status, orders, paid_paise, refunded_paise)
		SELECT india_day(o.created_at), o.status, 0, 0, -OLD.refund_paise FROM orders o WHERE o.id = OLD.order_id;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status = 'Refunded' AND NEW.refund_status = 'Completed' AND coalesce(NEW.refund_paise, 0) <> 0 THEN
		INSERT INTO order_day_totals (day, status, orders, paid_paise, refunded_paise)
		SELECT india_day(o.created_at), o.status, 0, 0, NEW.refund_paise FROM orders o WHERE o.id = NEW.order_id;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_day_totals_return" AFTER INSERT OR UPDATE OR DELETE ON "returns" FOR EACH ROW EXECUTE FUNCTION "order_day_totals_of_return"();
