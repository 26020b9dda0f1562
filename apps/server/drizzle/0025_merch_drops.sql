-- VIP merch drops (issue 30): a product may be for members of a tier (null: everyone), go on sale
-- at a time (null: on sale now) and cap what one member buys across their orders (null: no cap;
-- counted under a lock per drop and member at checkout).
ALTER TABLE "products" ADD COLUMN "required_tier" "tier";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "drops_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "per_member_limit" integer;
--> statement-breakpoint
-- "Notify me": who asked to be told at the drop (everyone of the drop's tier is told anyway).
CREATE TABLE "product_drop_watchers" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("product_id", "user_id")
);
