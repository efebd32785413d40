CREATE TABLE "complaint_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author_id" uuid,
	"actor" varchar(16) NOT NULL,
	"body" text NOT NULL,
	"to_status" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_number" varchar(24) NOT NULL,
	"user_id" uuid,
	"name" varchar(100) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"order_id" uuid,
	"subject" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'Open' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_name" varchar(200);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" varchar(60);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" varchar(100);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" varchar(40);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_on" varchar(7);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care_email" varchar(254);--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_replies_complaint_ix" ON "complaint_replies" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_ticket_uq" ON "complaints" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "complaints_user_ix" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_phone_ix" ON "complaints" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_ix" ON "complaints" USING btree ("status","created_at");