CREATE TYPE "public"."stream_type" AS ENUM('hls', 'rtmp', 'webrtc', 'direct');--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"stream_url" text,
	"stream_type" "stream_type" DEFAULT 'hls' NOT NULL,
	"stream_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_streams_stream_key_unique" UNIQUE("stream_key")
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_active_idx" ON "live_streams" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_one_active_per_user" ON "live_streams" USING btree ("user_id") WHERE "live_streams"."is_active";