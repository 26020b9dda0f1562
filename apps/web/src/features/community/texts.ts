// The community's limits and report reasons from the shared contract's zod-free half (one place,
// so the screens and tests agree), and the catalogue keys of the words members read about them.
// The English texts the server answers with stay in @fanclub/shared/community-texts; screens show
// these keys' texts, in the reader's language.
import type { MessageKey } from '../../lib/i18n/translator';
import type { REPORT_REASONS } from '@fanclub/shared/community-texts';

export {
  COMMENT_TEXT_MAX,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from '@fanclub/shared/community-texts';

/** Each report reason's label (REPORT_REASON_LABELS in English). */
export const REPORT_REASON_KEYS = {
  spam: 'community.reasonSpam',
  harassment: 'community.reasonHarassment',
  hate: 'community.reasonHate',
  sexual: 'community.reasonSexual',
  other: 'community.reasonOther',
} as const satisfies Record<(typeof REPORT_REASONS)[number], MessageKey>;
