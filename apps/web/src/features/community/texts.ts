// The words members read, from the shared contract's zod-free half (one place, so the screens and
// tests agree). Re-exported here so the screens import them from one module.
export {
  BANNED_MESSAGE,
  COMMENT_GONE,
  COMMENT_TEXT_MAX,
  COMMUNITY_LOCKED,
  HELD_FOR_REVIEW,
  POST_GONE,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  REPLIES_ONE_LEVEL,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@fanclub/shared/community-texts';
