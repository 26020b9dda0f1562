-- One ticket row per admission (issue 31): each gets its own QR code, can be transferred on its
-- own and is let in once. An order of N seats was one row with quantity N; it becomes N rows of
-- quantity 1 (same event, holder, order, status and purchase time), so sums of quantity, and with
-- them capacity and "tickets sold", stay what they were.
ALTER TABLE "tickets" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "tickets" ("event_id", "user_id", "order_id", "quantity", "status", "created_at")
  SELECT t."event_id", t."user_id", t."order_id", 1, t."status", t."created_at"
  FROM "tickets" t CROSS JOIN generate_series(2, t."quantity") AS s(n)
  WHERE t."quantity" > 1;--> statement-breakpoint
UPDATE "tickets" SET "quantity" = 1 WHERE "quantity" > 1;--> statement-breakpoint
-- Tickets of one order are read together (the purchase's answer, its confirmation).
CREATE INDEX "tickets_order_idx" ON "tickets" ("order_id");
