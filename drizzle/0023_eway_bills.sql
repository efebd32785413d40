CREATE TABLE "eway_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" varchar(12) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(10) NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"distance_km" integer NOT NULL,
	"transporter_id" varchar(15),
	"vehicle_number" varchar(15),
	"value_paise" bigint NOT NULL,
	"part_a" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "eway_state_limits" (
	"state" varchar(60) PRIMARY KEY NOT NULL,
	"limit_paise" bigint,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_eway_bills" (
	"number" varchar(12) PRIMARY KEY NOT NULL,
	"supplier_gstin" varchar(15) NOT NULL,
	"document_number" varchar(16) NOT NULL,
	"request" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eway_bill_number" varchar(12);--> statement-breakpoint
ALTER TABLE "simulated_shipments" ADD COLUMN "eway_bill_no" varchar(12);--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_active_order_uq" ON "eway_bills" USING btree ("order_id") WHERE "eway_bills"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "eway_bills_order_ix" ON "eway_bills" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_eway_bills_document_uq" ON "offline_eway_bills" USING btree ("supplier_gstin","document_number") WHERE "offline_eway_bills"."cancelled_at" is null;--> statement-breakpoint
-- Each state's limit for goods moving within it, as docs/e-way-bills.md lists them with their sources.
INSERT INTO "eway_state_limits" ("state", "limit_paise", "source") VALUES
('Andhra Pradesh', 5000000, 'Commercial Taxes Ref. CCW/GST/74/2015 of 11 Apr 2018'),
('Arunachal Pradesh', 5000000, 'Notification 14/2018-State Tax of 23 Mar 2018'),
('Assam', 5000000, 'Notification 30/2019-GST of 16 Dec 2019'),
('Bihar', 10000000, 'Notification S.O. 14 of 14 Jan 2019 (from 21 Jan 2019)'),
('Chandigarh', 5000000, 'Not sure: lists differ between Rs 50,000 and Rs 1,00,000; the lower is kept'),
('Chhattisgarh', 5000000, 'Notification F-10-31/2018/CT/V (46) of 19 Jun 2018 asks it for 15 notified goods only; not sure audio goods are outside them, so Rs 50,000 is kept'),
('Dadra and Nagar Haveli and Daman and Diu', 5000000, 'Not sure: no notification of its own found; the CGST rule''s Rs 50,000'),
('Delhi', 10000000, 'Delhi''s notification of June 2018'),
('Goa', 5000000, 'Not sure: asked for 22 specified goods only; Rs 50,000 is kept'),
('Gujarat', 5000000, 'Not sure: lists differ (all goods, or 19 specified goods; none within a city); Rs 50,000 is kept'),
('Haryana', 5000000, 'Haryana''s notification of April 2018'),
('Himachal Pradesh', 5000000, 'Notification 12-4/78-EXN-TAX-17408 of 31 May 2018'),
('Jammu and Kashmir', NULL, 'Notification 64 of 30 Nov 2019: no e-way bill within the Union Territory'),
('Jharkhand', 10000000, 'Jharkhand''s notification of September 2018 (Rs 1,00,000 except 12 specified goods)'),
('Karnataka', 5000000, 'Karnataka''s notification of April 2018'),
('Kerala', 5000000, 'Press release of 10 Apr 2018'),
('Ladakh', 5000000, 'Not sure: no notification of its own found; the CGST rule''s Rs 50,000'),
('Lakshadweep', 5000000, 'Not sure: no notification of its own found; the CGST rule''s Rs 50,000'),
('Madhya Pradesh', 5000000, 'Not sure: notification FA3-08/2018/1/V(18) of 23 Mar 2022 is read as Rs 1,00,000 by some lists and Rs 50,000 by others; the lower is kept'),
('Maharashtra', 10000000, 'Maharashtra''s notification of July 2018'),
('Manipur', 5000000, 'Manipur''s notification of May 2018'),
('Meghalaya', 5000000, 'Meghalaya''s notification of May 2018'),
('Mizoram', 5000000, 'Not sure: one list says Rs 10,000, the others Rs 50,000'),
('Nagaland', 5000000, 'Nagaland''s notification of May 2018'),
('Odisha', 5000000, 'Odisha''s notification of April 2018'),
('Puducherry', 5000000, 'Puducherry''s notification of 2018'),
('Punjab', 10000000, 'Notification PA/ETC/2018/175 of 13 Sep 2018 (Rs 50,000 for specified goods)'),
('Rajasthan', 10000000, 'Rajasthan''s notification from 1 Apr 2022 (Rs 2,00,000 within one city)'),
('Sikkim', 5000000, 'Sikkim''s notification of May 2018'),
('Tamil Nadu', 10000000, 'Notification 09 of 31 May 2018 (from 2 Jun 2018): Rs 1,00,000 for all taxable goods'),
('Telangana', 5000000, 'Telangana''s notification of April 2018'),
('Tripura', 5000000, 'Tripura''s notification of 2018'),
('Uttar Pradesh', 5000000, 'Uttar Pradesh''s notification of April 2018'),
('Uttarakhand', 5000000, 'Uttarakhand''s notification of 2018'),
('West Bengal', 5000000, 'Not sure: lists differ between Rs 50,000 and Rs 1,00,000 (notifications 11/2018 and 13 of June 2018); the lower is kept'),
('Andaman and Nicobar Islands', 5000000, 'Not sure: no notification of its own found; the CGST rule''s Rs 50,000')
ON CONFLICT ("state") DO NOTHING;
