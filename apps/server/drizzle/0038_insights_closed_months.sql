-- Insights (issue 33, ADRs 034 and 039): the revenue of a closed month (UTC) is computed once from
-- the payments and settled orders and kept here, so a two-year range reads 24 rows and scans only
-- its open ends. It is a copy of sums of the records, never a counter: any write to a payment, an
-- order or an order line of a month deletes that month's row (the triggers below), and the next
-- read computes it again from the records.
CREATE TABLE IF NOT EXISTS "insights_closed_months" (
  "month" date PRIMARY KEY NOT NULL,
  "payments_cents" double precision NOT NULL,
  "discounts_cents" double precision NOT NULL,
  "lines" jsonb NOT NULL,
  "computed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION insights_month_of(t timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', t AT TIME ZONE 'UTC')::date $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insights_forget_payment_month() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM insights_closed_months WHERE month = insights_month_of(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM insights_closed_months WHERE month = insights_month_of(NEW.created_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insights_forget_order_month() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL THEN
    DELETE FROM insights_closed_months WHERE month = insights_month_of(OLD.paid_at);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL THEN
    DELETE FROM insights_closed_months WHERE month = insights_month_of(NEW.paid_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION insights_forget_order_line_month() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM insights_closed_months WHERE month IN (
      SELECT insights_month_of(o.paid_at) FROM orders o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM insights_closed_months WHERE month IN (
      SELECT insights_month_of(o.paid_at) FROM orders o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_forget_payment_month" ON "payments";--> statement-breakpoint
CREATE TRIGGER "insights_forget_payment_month" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION insights_forget_payment_month();--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_forget_order_month" ON "orders";--> statement-breakpoint
CREATE TRIGGER "insights_forget_order_month" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION insights_forget_order_month();--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_forget_order_line_month" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "insights_forget_order_line_month" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION insights_forget_order_line_month();--> statement-breakpoint
-- The open ends of a range (a partial first month, the current month) are read through these.
CREATE INDEX IF NOT EXISTS "payments_created_cover_idx" ON "payments" USING btree ("created_at") INCLUDE ("amount_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_published_created_idx" ON "post_comments" USING btree ("created_at") WHERE "post_comments"."status" = 'published' AND "post_comments"."deleted_at" IS NULL;
