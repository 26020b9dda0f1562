-- Gift memberships, timed complimentary tiers and member import (issue 33, ADR 036).
-- A comp is a tier given without payment (admin, gift, import) until ends_at (null: no end).
CREATE TABLE "member_comps" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "tier" "tier" NOT NULL,
  "source" text NOT NULL,
  "ends_at" timestamp with time zone,
  "expired_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "member_comps_user_idx" ON "member_comps" ("user_id");--> statement-breakpoint
-- The expiry job reads comps whose end has passed.
CREATE INDEX "member_comps_ends_idx" ON "member_comps" ("ends_at");--> statement-breakpoint
-- Comps granted before this migration had no row: a tier above what the member pays for was one.
INSERT INTO "member_comps" ("user_id", "tier", "source")
SELECT p."user_id", p."subscription_tier", 'admin' FROM "profiles" p
WHERE p."subscription_tier" <> 'free' AND NOT EXISTS (
  SELECT 1 FROM "subscriptions" s WHERE s."user_id" = p."user_id"
    AND s."status" IN ('active', 'trialing', 'past_due')
    AND (s."tier" = p."subscription_tier" OR s."tier" = 'vip')
);--> statement-breakpoint
CREATE TABLE "member_since" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "since" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "gifts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "buyer_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "recipient_email" text NOT NULL,
  "tier" "tier" NOT NULL,
  "months" integer NOT NULL,
  "message" text DEFAULT '' NOT NULL,
  "send_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'unpaid' NOT NULL,
  "amount_cents" integer NOT NULL,
  "claim_token_hash" text,
  "claimed_by" text REFERENCES "users"("id") ON DELETE SET NULL,
  "claimed_at" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "gifts_buyer_idx" ON "gifts" ("buyer_id", "created_at");--> statement-breakpoint
CREATE INDEX "gifts_token_idx" ON "gifts" ("claim_token_hash");--> statement-breakpoint
CREATE TABLE "member_invites" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);
