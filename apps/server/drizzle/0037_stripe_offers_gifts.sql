-- Discount codes and gifts with Stripe (issue 33, ADR 038).
-- The code use a payment page holds, given back if the page expires unpaid.
ALTER TABLE "checkout_sessions" ADD COLUMN "offer_redemption_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_redemption_id" uuid;--> statement-breakpoint
-- A gift paid on Stripe's page: found again by its session when Stripe's event arrives.
ALTER TABLE "gifts" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_checkout_session_idx" ON "gifts" ("checkout_session_id");--> statement-breakpoint
-- The sweep for unpaid gifts whose page closed without an event.
CREATE INDEX "gifts_unpaid_idx" ON "gifts" ("created_at") WHERE "status" = 'unpaid';
