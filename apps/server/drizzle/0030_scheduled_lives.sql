-- Scheduled lives with reminders (issue 32). The artist or an admin announces a live ahead;
-- members ask to be reminded; when someone goes live near its time it turns into that live
-- (stream_id) and leaves "Upcoming Live Streams".
CREATE TABLE "scheduled_lives" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "title" text NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "audience_tier" "tier" DEFAULT 'fanplus' NOT NULL,
  "stream_id" uuid REFERENCES "live_streams"("id") ON DELETE SET NULL,
  "went_live_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "scheduled_lives_audience_tier_paid" CHECK ("audience_tier" <> 'free')
);--> statement-breakpoint
-- "Upcoming Live Streams": the lives not yet gone live, soonest first.
CREATE INDEX "scheduled_lives_upcoming_idx" ON "scheduled_lives" ("starts_at") WHERE "went_live_at" IS NULL;--> statement-breakpoint
CREATE INDEX "scheduled_lives_stream_idx" ON "scheduled_lives" ("stream_id") WHERE "stream_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "scheduled_lives_user_idx" ON "scheduled_lives" ("user_id");--> statement-breakpoint
CREATE TABLE "scheduled_live_reminders" (
  "scheduled_live_id" uuid NOT NULL REFERENCES "scheduled_lives"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "scheduled_live_reminders_pk" PRIMARY KEY ("scheduled_live_id", "user_id")
);--> statement-breakpoint
-- A member's reminders go with the member (the cascade looks them up by user).
CREATE INDEX "scheduled_live_reminders_user_idx" ON "scheduled_live_reminders" ("user_id");
