import type { InboxKind } from '@fanclub/shared/community-texts';
import type { MessageKey } from '../../lib/i18n/translator';

/** Each inbox kind's name on the notification settings (INBOX_KIND_LABELS in English). */
export const INBOX_KIND_KEYS = {
  artist_post: 'inbox.kindArtistPost',
  artist_reply: 'inbox.kindArtistReply',
  reply: 'inbox.kindReply',
  post_like: 'inbox.kindPostLike',
  live_started: 'inbox.kindLiveStarted',
  event_announced: 'inbox.kindEventAnnounced',
  order_shipped: 'inbox.kindOrderShipped',
  ticket_ready: 'inbox.kindTicketReady',
  support_answer: 'inbox.kindSupportAnswer',
  merch_drop: 'inbox.kindMerchDrop',
  meet_greet: 'inbox.kindMeetGreet',
} as const satisfies Record<InboxKind, MessageKey>;
