-- Discount codes (issue 33, ADR 035). Codes are kept upper-case, so the unique index makes them
-- case-insensitive; `uses` is raised under the code row's lock, never past max_uses.
CREATE TABLE "offer_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "code" text NOT NULL,
  "kind" text NOT NULL,
  "percent_off" integer,
  "amount_off_cents" integer,
  "months" integer,
  "min_basket_cents" integer,
  "expires_at" timestamp with time zone,
  "max_uses" integer,
  "max_uses_per_member" integer,
  "tier" text,
  "first_time_only" boolean DEFAULT false NOT NULL,
  "disabled_at" timestamp with time zone,
  "uses" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "offer_codes_one_discount" CHECK (("percent_off" is null) <> ("amount_off_cents" is null)),
  CONSTRAINT "offer_codes_uses_cap" CHECK ("max_uses" is null or "uses" <= "max_uses")
);--> statement-breakpoint
CREATE UNIQUE INDEX "offer_codes_code_idx" ON "offer_codes" ("code");--> statement-breakpoint
-- The admins' list, newest first, by keyset.
CREATE INDEX "offer_codes_created_idx" ON "offer_codes" ("created_at", "id");--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "code_id" uuid NOT NULL REFERENCES "offer_codes"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "discount_cents" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A member's uses of one code, counted under the code row's lock.
CREATE INDEX "offer_redemptions_code_user_idx" ON "offer_redemptions" ("code_id", "user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A membership code's cut stays on the subscription for its remaining renewals (demo provider).
ALTER TABLE "subscriptions" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_percent_off" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_periods_left" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The retention offer: one settings row, and one answer per member (offered at most once).
CREATE TABLE "offer_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "retention_percent_off" integer,
  "retention_months" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "offer_settings_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
CREATE TABLE "retention_offers" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "accepted" boolean NOT NULL,
  "percent_off" integer NOT NULL,
  "months" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
