CREATE INDEX "credit_notes_issued_ix" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_ix" ON "invoices" USING btree ("issued_at");