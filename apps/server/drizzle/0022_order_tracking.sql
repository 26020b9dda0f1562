-- Order states (issue 31): paid → shipped (carrier and tracking number, typed by an admin) →
-- delivered. The status column is text, so 'delivered' needs no type change; a shipped order has
-- its carrier and number, so the fan's screens never say "shipped" without them.
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;
