-- The club: the spec's exclusive content becomes the artist's posts in one feed with fans' posts,
-- comments (one level of replies), likes, reports, sanctions, blocked words, the inbox and the
-- notification preferences. Existing rows keep their ids, so links to them stay good.
ALTER TABLE "exclusive_content" RENAME TO "posts";--> statement-breakpoint
ALTER TABLE "posts" RENAME COLUMN "description" TO "body";--> statement-breakpoint
ALTER TABLE "posts" RENAME CONSTRAINT "exclusive_content_pkey" TO "posts_pkey";--> statement-breakpoint
ALTER TABLE "posts" RENAME CONSTRAINT "exclusive_content_slug_unique" TO "posts_slug_unique";--> statement-breakpoint
DROP INDEX IF EXISTS "exclusive_content_created_at_idx";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
-- Keyset keys keep milliseconds, as the cursor (a JavaScript Date) does: no row skipped at a page edge.
ALTER TABLE "posts" ALTER COLUMN "created_at" TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "kind" text DEFAULT 'artist' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "slow_mode_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Posts that exist before the inbox need no fan-out: they were announced as news cards.
ALTER TABLE "posts" ADD COLUMN "fanned_out_at" timestamp with time zone;--> statement-breakpoint
UPDATE "posts" SET "fanned_out_at" = now();--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_counts_check" CHECK ("posts"."comment_count" >= 0 AND "posts"."like_count" >= 0);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_feed_idx" ON "posts" USING btree ("created_at" DESC, "id" DESC) WHERE "posts"."status" = 'published' AND "posts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_kind_feed_idx" ON "posts" USING btree ("kind", "created_at" DESC, "id" DESC) WHERE "posts"."status" = 'published' AND "posts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_author_idx" ON "posts" USING btree ("author_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_held_idx" ON "posts" USING btree ("created_at") WHERE "posts"."status" <> 'published';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE cascade,
	"parent_id" uuid,
	"author_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"by_artist" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"deleted_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_post_idx" ON "post_comments" USING btree ("post_id", "created_at", "id") WHERE "post_comments"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id", "created_at", "id") WHERE "post_comments"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_author_idx" ON "post_comments" USING btree ("author_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_held_idx" ON "post_comments" USING btree ("created_at") WHERE "post_comments"."status" <> 'published';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "post_likes" (
	"post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_likes" (
	"comment_id" uuid NOT NULL REFERENCES "post_comments"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);--> statement-breakpoint
-- "Did I like these?" for a page: one index range per reader instead of a scan of every like.
CREATE INDEX IF NOT EXISTS "post_likes_user_idx" ON "post_likes" USING btree ("user_id", "post_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id", "comment_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "content_reports_once_idx" ON "content_reports" USING btree ("target_type", "target_id", "reporter_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_reports_open_idx" ON "content_reports" USING btree ("created_at", "id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "community_sanctions" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "blocked_words" (
	"word" text PRIMARY KEY NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"others_count" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "inbox_items_group_idx" ON "inbox_items" USING btree ("user_id", "group_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inbox_items_list_idx" ON "inbox_items" USING btree ("user_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inbox_items_unread_idx" ON "inbox_items" USING btree ("user_id") WHERE "inbox_items"."read_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
