CREATE TABLE "shipment_ndrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"shopper_choice" jsonb,
	"admin_action" jsonb
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"code" varchar(8) NOT NULL,
	"state" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"state" varchar(20) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"courier_name" varchar(100) NOT NULL,
	"aggregator_order_id" varchar(64),
	"aggregator_shipment_id" varchar(64),
	"awb" varchar(40),
	"tracking_url" text,
	"cost_paise" bigint DEFAULT 0 NOT NULL,
	"paid_shipping_paise" bigint DEFAULT 0 NOT NULL,
	"weight_kg" numeric(10, 3) NOT NULL,
	"length_cm" numeric(6, 1) NOT NULL,
	"breadth_cm" numeric(6, 1) NOT NULL,
	"height_cm" numeric(6, 1) NOT NULL,
	"pickup_date" date,
	"expected_delivery_date" date,
	"last_error" text,
	"booked_at" timestamp with time zone,
	"last_scan_at" timestamp with time zone,
	"last_heard_at" timestamp with time zone,
	"rto_initiated_at" timestamp with time zone,
	"rto_received_at" timestamp with time zone,
	"rto_refund_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_order_id" varchar(64) NOT NULL,
	"awb" varchar(40),
	"courier_name" varchar(100),
	"delivery_pin_code" varchar(6) NOT NULL,
	"delivery_city" varchar(100) NOT NULL,
	"status_code" integer NOT NULL,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_scan_at" timestamp with time zone,
	"pickup_date" date,
	"etd" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_ndrs" ADD CONSTRAINT "shipment_ndrs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_ndrs_open_uq" ON "shipment_ndrs" USING btree ("shipment_id") WHERE "shipment_ndrs"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_uq" ON "shipment_scans" USING btree ("shipment_id","at","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_key_uq" ON "shipments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_uq" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'Cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_uq" ON "shipments" USING btree ("awb") WHERE "shipments"."awb" is not null and "shipments"."state" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "shipments_state_ix" ON "shipments" USING btree ("state","booked_at");--> statement-breakpoint
CREATE INDEX "shipments_heard_ix" ON "shipments" USING btree ("last_heard_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_shipments_channel_uq" ON "simulated_shipments" USING btree ("channel_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_shipments_awb_uq" ON "simulated_shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "simulated_shipments_due_ix" ON "simulated_shipments" USING btree ("next_scan_at");