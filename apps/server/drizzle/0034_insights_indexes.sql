-- Insights (issue 33, ADR 034): the date-range sums read payments by time, settled orders by the
-- time they were paid, ticket lines by event and comments by time, each through an index.
CREATE INDEX IF NOT EXISTS "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_event_idx" ON "order_items" USING btree ("event_id") WHERE "order_items"."event_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_created_idx" ON "post_comments" USING btree ("created_at");
