ALTER TABLE "orders" ADD COLUMN "settling_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settling_payment_id_payments_id_fk" FOREIGN KEY ("settling_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The orders already paid get the payment that paid them: the one whose completion moved the order
-- to Ordered, as its history says.
UPDATE "orders" o SET "settling_payment_id" = (
	SELECT p.id FROM "payments" p JOIN "order_status_history" h ON h.order_id = p.order_id
	WHERE p.order_id = o.id AND p.status = 'Completed' AND h.to_status = 'Ordered' AND h.note = 'Payment ' || p.transaction_id || ' completed'
	ORDER BY h.changed_at, h.id LIMIT 1
);--> statement-breakpoint
-- Without that line in their history: an order that went past Pending was paid by its first completed
-- payment (a later one was refunded as a duplicate), and so was a cancelled one whose cancellation
-- issued a credit note (only a paid order has one).
UPDATE "orders" o SET "settling_payment_id" = (
	SELECT p.id FROM "payments" p WHERE p.order_id = o.id AND p.status = 'Completed' ORDER BY p.settled_at NULLS LAST, p.id LIMIT 1
)
WHERE o.settling_payment_id IS NULL AND (
	o.status IN ('Ordered', 'Shipped', 'Delivered', 'Completed')
	OR (o.status = 'Cancelled' AND EXISTS (SELECT 1 FROM "credit_notes" c WHERE c.order_id = o.id AND c.return_id IS NULL))
);
