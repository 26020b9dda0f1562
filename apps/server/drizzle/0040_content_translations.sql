-- Translations of artist posts, events and products (issue 34, ADR 042).
CREATE TABLE IF NOT EXISTS "content_translations" (
  "kind" text NOT NULL,
  "item_id" text NOT NULL,
  "locale" text NOT NULL,
  "fields" jsonb NOT NULL,
  "source" text NOT NULL,
  "updated_by" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "content_translations_pk" PRIMARY KEY ("kind", "item_id", "locale"),
  CONSTRAINT "content_translations_kind_known" CHECK ("kind" IN ('post', 'event', 'product')),
  CONSTRAINT "content_translations_locale_known" CHECK ("locale" IN ('es', 'pt-BR', 'ja', 'ko')),
  CONSTRAINT "content_translations_source_known" CHECK ("source" IN ('team', 'machine'))
);--> statement-breakpoint
-- item_id points at three tables, so no foreign key: these triggers delete an item's translations
-- with it (a post is soft-deleted: its translations go when deleted_at is set).
CREATE OR REPLACE FUNCTION content_translations_forget() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "content_translations" WHERE "kind" = TG_ARGV[0] AND "item_id" = OLD."id"::text;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_translations_forget_event" ON "events";--> statement-breakpoint
CREATE TRIGGER "content_translations_forget_event" AFTER DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION content_translations_forget('event');--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_translations_forget_product" ON "products";--> statement-breakpoint
CREATE TRIGGER "content_translations_forget_product" AFTER DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION content_translations_forget('product');--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_translations_forget_post" ON "posts";--> statement-breakpoint
CREATE TRIGGER "content_translations_forget_post" AFTER DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION content_translations_forget('post');--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_translations_forget_deleted_post" ON "posts";--> statement-breakpoint
CREATE TRIGGER "content_translations_forget_deleted_post" AFTER UPDATE OF "deleted_at" ON "posts"
  FOR EACH ROW WHEN (OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL)
  EXECUTE FUNCTION content_translations_forget('post');
