-- Meet & greet (issue 30, VIP perk). One per event: its places, entry window and give-back
-- deadline. VIP members enter once each; at the close one draw orders every entry (a random
-- seed, kept, so the order can be recomputed) and the first `places` win a pass.
CREATE TABLE "meet_greets" (
  "event_id" uuid PRIMARY KEY NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
  "places" integer NOT NULL,
  "opens_at" timestamp with time zone NOT NULL,
  "closes_at" timestamp with time zone NOT NULL,
  "give_back_until" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The draw: its primary key is what makes a second draw of the same meet & greet impossible.
CREATE TABLE "meet_greet_draws" (
  "event_id" uuid PRIMARY KEY NOT NULL REFERENCES "meet_greets"("event_id") ON DELETE CASCADE,
  "seed" text NOT NULL,
  "places" integer NOT NULL,
  "drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One entry per member; draw_rank is its place in the draw's order (1 first), won_at when it got
-- a place (at the draw, or later when a winner gave theirs back), used_at when let in.
CREATE TABLE "meet_greet_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "event_id" uuid NOT NULL REFERENCES "meet_greets"("event_id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "draw_rank" integer,
  "won_at" timestamp with time zone,
  "given_back_at" timestamp with time zone,
  "used_at" timestamp with time zone,
  CONSTRAINT "meet_greet_entries_member_unique" UNIQUE ("event_id", "user_id"),
  CONSTRAINT "meet_greet_entries_rank_unique" UNIQUE ("event_id", "draw_rank")
);--> statement-breakpoint
-- A member's passes (/tickets) are read by member.
CREATE INDEX "meet_greet_entries_user_idx" ON "meet_greet_entries" ("user_id");
