-- The demo tracks' full renditions last 60 s (scripts/generate-av.mjs); databases seeded before
-- stated 3-4 minutes. Only the seeded demo files (audio/<slug>.mp3) are touched.
UPDATE "tracks" SET "duration_seconds" = 60 WHERE "audio_key" IN ('audio/slow-motion.mp3', 'audio/after-hours-call.mp3', 'audio/paper-hearts.mp3', 'audio/girls-need-love.mp3', 'audio/moonlit.mp3', 'audio/five-years.mp3', 'audio/neon-psalm.mp3', 'audio/last-train.mp3', 'audio/velvet.mp3', 'audio/new-baby.mp3', 'audio/midnight-drive.mp3', 'audio/golden.mp3') AND "duration_seconds" > 60;
