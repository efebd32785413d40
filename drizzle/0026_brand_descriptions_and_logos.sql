ALTER TABLE "brands" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_file_path" varchar(200);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_file_name" varchar(200);