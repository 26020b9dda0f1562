-- The door (issue 30, ADR 025): a 'staff' role that only checks tickets in, and who let a ticket
-- in at which door, so a second scan can say "Already used at 19:42 by Door B". The new enum
-- value is not used in this migration (Postgres refuses that inside the same transaction).
ALTER TYPE "role" ADD VALUE IF NOT EXISTS 'staff';--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "admitted_by" text REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "door" text;
