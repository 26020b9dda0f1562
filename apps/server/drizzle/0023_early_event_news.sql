-- Early event news (issue 30): Fan+ and VIP members see a new event, and hear of it, before
-- everyone else. public_at is when free fans and visitors may see it; null means it always was
-- (every event made before this, and events announced to everyone at once).
ALTER TABLE "events" ADD COLUMN "public_at" timestamp with time zone;
