CREATE TABLE "einvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"credit_note_id" integer,
	"doc_type" varchar(3) NOT NULL,
	"document_number" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"irn" varchar(64),
	"ack_number" varchar(20),
	"ack_date" timestamp with time zone,
	"signed_qr_code" text,
	"signed_invoice" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offline_einvoices" (
	"irn" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_gstin" varchar(15) NOT NULL,
	"doc_type" varchar(3) NOT NULL,
	"document_number" varchar(16) NOT NULL,
	"ack_number" varchar(20) NOT NULL,
	"ack_date" timestamp with time zone NOT NULL,
	"signed_qr_code" text NOT NULL,
	"signed_invoice" text NOT NULL,
	"request" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_document_uq" ON "einvoices" USING btree ("doc_type","document_number");--> statement-breakpoint
CREATE INDEX "einvoices_order_ix" ON "einvoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "einvoices_due_ix" ON "einvoices" USING btree ("next_attempt_at") WHERE "einvoices"."status" in ('Pending', 'CancelPending');