-- VIP presale codes (issue 30). While an event has codes, buying in the VIP early window (the
-- presale) needs one: a member's own code, or a shared code with a cap. A code works once per
-- member; its use is tied to the order, so an order that fails or is cancelled frees it.
ALTER TABLE "events" ADD COLUMN "presale_codes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "presale_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
  "code" text NOT NULL,
  "user_id" text REFERENCES "users"("id") ON DELETE CASCADE,
  "max_uses" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "presale_codes_event_code_unique" UNIQUE ("event_id", "code"),
  CONSTRAINT "presale_codes_max_uses_positive" CHECK ("max_uses" IS NULL OR "max_uses" > 0)
);--> statement-breakpoint
-- One personal code per member and event.
CREATE UNIQUE INDEX "presale_codes_member_idx" ON "presale_codes" ("event_id", "user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
-- A member's codes on the membership card.
CREATE INDEX "presale_codes_user_idx" ON "presale_codes" ("user_id");--> statement-breakpoint
CREATE TABLE "presale_redemptions" (
  "code_id" uuid NOT NULL REFERENCES "presale_codes"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "presale_redemptions_pk" PRIMARY KEY ("code_id", "user_id")
);
