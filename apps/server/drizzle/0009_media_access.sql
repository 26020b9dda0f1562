ALTER TABLE "live_streams" ADD COLUMN "audience_tier" "tier" DEFAULT 'fanplus' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_audience_tier_paid" CHECK ("live_streams"."audience_tier" <> 'free');--> statement-breakpoint
UPDATE "exclusive_clips" SET "video_url" = 'clips/' || substr("video_url", 8) WHERE "video_url" ~ '^/media/clip-[0-9]+\.mp4$';
