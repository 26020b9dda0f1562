-- A membership code taken for a Stripe Checkout page is held, not yet used: the hold counts
-- against the code's limits (so a last use goes to one buyer) and becomes a use when Stripe's
-- webhook confirms the payment; a page that expires unpaid gives it back (ADR 038, follow-up).
ALTER TABLE "offer_codes" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_codes" DROP CONSTRAINT "offer_codes_uses_cap";--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_uses_cap" CHECK ("max_uses" is null or "uses" + "held" <= "max_uses");
