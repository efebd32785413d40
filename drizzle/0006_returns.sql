CREATE TABLE "return_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"changed_by" uuid,
	"actor" varchar(16) NOT NULL,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_items_qty_ck" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'Requested' NOT NULL,
	"reason" varchar(40) NOT NULL,
	"comment" text,
	"rejection_reason" text,
	"refund_paise" bigint,
	"shipping_refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_status" varchar(16),
	"refund_reference" varchar(128),
	"resaleable" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_refund_ck" CHECK ("returns"."refund_paise" is null or "returns"."refund_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_id" varchar(64) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_history" ADD CONSTRAINT "return_history_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_history_return_ix" ON "return_history" USING btree ("return_id","changed_at");--> statement-breakpoint
CREATE INDEX "return_items_return_ix" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_ix" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_ix" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_created_ix" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_refund_ix" ON "returns" USING btree ("refund_status");