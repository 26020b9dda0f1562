-- Replays of live streams (issue 32, ADR 031). The recording is on disk under
-- DATA_DIR/replays/<stream_id>/; this row is what the media hub lists and the artist edits.
CREATE TABLE "live_replays" (
  "stream_id" uuid PRIMARY KEY NOT NULL REFERENCES "live_streams"("id") ON DELETE CASCADE,
  "title" text NOT NULL,
  "audience_tier" "tier" DEFAULT 'fanplus' NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone NOT NULL,
  "duration_ms" integer NOT NULL,
  "peak_viewers" integer DEFAULT 0 NOT NULL,
  "hidden" boolean DEFAULT false NOT NULL,
  "trim_start_sec" integer DEFAULT 0 NOT NULL,
  "trim_end_sec" integer,
  "size_bytes" bigint DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "live_replays_audience_tier_paid" CHECK ("audience_tier" <> 'free')
);--> statement-breakpoint
-- Newest first on the media hub; the retention job finds the oldest.
CREATE INDEX "live_replays_ended_idx" ON "live_replays" ("ended_at");--> statement-breakpoint
-- Hearts per second, so a replay shows them when they were sent.
CREATE TABLE "live_heart_buckets" (
  "stream_id" uuid NOT NULL REFERENCES "live_streams"("id") ON DELETE CASCADE,
  "at" timestamp with time zone NOT NULL,
  "count" integer NOT NULL,
  CONSTRAINT "live_heart_buckets_pk" PRIMARY KEY ("stream_id", "at")
);
