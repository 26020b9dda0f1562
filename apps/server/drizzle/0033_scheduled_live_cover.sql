-- A scheduled live's cover image (issue 32): shown in "Upcoming Live Streams", stored like event
-- covers (an ImageAsset the server wrote after re-encoding the upload).
ALTER TABLE "scheduled_lives" ADD COLUMN "cover" jsonb;
