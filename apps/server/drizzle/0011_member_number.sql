CREATE SEQUENCE IF NOT EXISTS "profiles_member_number_seq";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "member_number" integer;--> statement-breakpoint
UPDATE "profiles" SET "member_number" = "ranked"."n" FROM (SELECT "profiles"."id", row_number() OVER (ORDER BY "users"."created_at", "profiles"."created_at", "profiles"."id") AS "n" FROM "profiles" JOIN "users" ON "users"."id" = "profiles"."user_id") AS "ranked" WHERE "profiles"."id" = "ranked"."id";--> statement-breakpoint
SELECT setval('profiles_member_number_seq', coalesce((SELECT max("member_number") FROM "profiles"), 0) + 1, false);--> statement-breakpoint
ALTER SEQUENCE "profiles_member_number_seq" OWNED BY "profiles"."member_number";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "member_number" SET DEFAULT nextval('profiles_member_number_seq');--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "member_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_member_number_unique" UNIQUE("member_number");
