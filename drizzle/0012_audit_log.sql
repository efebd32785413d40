CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid,
	"admin_name" varchar(120) NOT NULL,
	"admin_phone" varchar(15),
	"kind" varchar(16) NOT NULL,
	"action" varchar(24) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_ix" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_kind_at_ix" ON "audit_log" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_at_ix" ON "audit_log" USING btree ("admin_id","at");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The audit log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
