-- One open checkout per member, enforced by the database so two requests (or two server
-- processes) cannot both start one: the loser's insert fails and it answers the open one.
-- Older duplicates left open by earlier versions are expired first (the newest stays open).
UPDATE "checkout_sessions" AS c SET "status" = 'expired'
WHERE c."status" = 'open' AND EXISTS (
  SELECT 1 FROM "checkout_sessions" AS n
  WHERE n."user_id" = c."user_id" AND n."status" = 'open'
    AND (n."created_at", n."id") > (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "checkout_sessions_one_open_per_user" ON "checkout_sessions" USING btree ("user_id") WHERE "checkout_sessions"."status" = 'open';
