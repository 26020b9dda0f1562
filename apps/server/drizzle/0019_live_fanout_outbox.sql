-- A go-live's outbox mark, as posts.fanned_out_at is an artist post's (issue 29, ADR 019): set when
-- the go-live's inbox fan-out finished. A sweep re-queues active streams started a while ago
-- without it, so a crash between the stream's insert and the job's queueing loses no go-live.
-- No index: the sweep reads active streams only (live_streams_active_idx), a handful at most.
ALTER TABLE "live_streams" ADD COLUMN "fanned_out_at" timestamp with time zone;--> statement-breakpoint
-- Ended streams need no go-live any more. A stream on air at upgrade is left unmarked: the sweep
-- announces it, and the inbox's unique (user_id, group_key) keeps a member who already has it
-- from getting it twice.
UPDATE "live_streams" SET "fanned_out_at" = now() WHERE NOT "is_active";
