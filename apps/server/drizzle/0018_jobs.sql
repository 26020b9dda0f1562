-- The durable job queue (ADR 019): a job is a row, so work survives kill -9 and is claimed by one
-- process at a time (FOR UPDATE SKIP LOCKED) on PGlite and PostgreSQL alike. A finished job is
-- deleted; one that ran out of tries stays as 'failed' with its last error.
CREATE TABLE IF NOT EXISTS "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_singleton_idx" ON "jobs" USING btree ("name", "singleton_key") WHERE "jobs"."singleton_key" IS NOT NULL AND "jobs"."state" IN ('queued', 'active');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_due_idx" ON "jobs" USING btree ("run_after", "id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'active';--> statement-breakpoint
-- When each member's daily e-mail digest last went out (or was found to have nothing to say).
CREATE TABLE IF NOT EXISTS "notification_digests" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"sent_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The outbox sweep looks for artist posts not yet fanned out.
CREATE INDEX IF NOT EXISTS "posts_fanout_pending_idx" ON "posts" USING btree ("created_at") WHERE "posts"."fanned_out_at" IS NULL AND "posts"."kind" = 'artist';
