-- A member's language (issue 34, ADR 041): null follows the browser's Accept-Language.
ALTER TABLE "profiles" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_known" CHECK ("locale" IS NULL OR "locale" IN ('en', 'es', 'pt-BR', 'ja', 'ko'));
