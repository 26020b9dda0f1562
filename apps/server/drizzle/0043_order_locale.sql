-- The buyer's language when the order was placed (issue 34, ADR 043): the mails sent later, with
-- no request of the buyer's at hand (a Stripe webhook, an admin marking it shipped), go out in it
-- when the buyer is a guest or a member without a saved language. Null: English (older orders).
ALTER TABLE "orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_known" CHECK ("locale" IS NULL OR "locale" IN ('en', 'es', 'pt-BR', 'ja', 'ko'));
