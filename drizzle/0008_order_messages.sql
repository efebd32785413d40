CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" varchar(120) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"vars" jsonb NOT NULL,
	"attachment" jsonb,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"reference" varchar(200),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_event_uq" ON "outbox_messages" USING btree ("event_key","channel");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_ix" ON "outbox_messages" USING btree ("status","next_attempt_at");