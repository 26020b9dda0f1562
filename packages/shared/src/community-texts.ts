// The club's limits and the words members read, without zod: the web screens import these at run
// time (schemas/community.ts re-exports them for the server and tests), so a screen that only
// needs a text does not download the schema library (about 26 KB gzip).

export const POST_TEXT_MAX = 5_000;
export const COMMENT_TEXT_MAX = 2_000;
export const POST_IMAGES_MAX = 4;
export const REPORT_NOTE_MAX = 500;
export const BLOCKED_WORD_MAX = 64;

// Texts members read when the server says no (kept here so tests and screens use the same words).
export const COMMUNITY_LOCKED = 'The community is for Fan+ and VIP members.';
export const POST_GONE = 'This post was deleted.';
export const COMMENT_GONE = 'This comment was deleted.';
export const HELD_FOR_REVIEW = 'Thanks! A moderator will check it before it appears.';
export const REPLIES_ONE_LEVEL = 'You can reply to a comment, not to a reply.';
export const mutedUntilMessage = (until: string) =>
  `You are muted in the community until ${until}.`;
export const BANNED_MESSAGE = 'You are banned from the community.';
export const slowModeMessage = (seconds: number) =>
  `Slow mode is on: you can comment once every ${seconds} seconds.`;

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'sexual', 'other'] as const;
export const REPORT_REASON_LABELS: Readonly<Record<(typeof REPORT_REASONS)[number], string>> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  sexual: 'Sexual content',
  other: 'Something else',
};

// The inbox's kinds and their names on the notification settings screen.
export const INBOX_KINDS = [
  'artist_post',
  'artist_reply',
  'reply',
  'post_like',
  'live_started',
  'event_announced',
  'order_shipped',
  'ticket_ready',
  'support_answer',
  'merch_drop',
  'meet_greet',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  artist_post: 'The artist posted',
  artist_reply: 'The artist replied to you',
  reply: 'Replies to my posts and comments',
  post_like: 'Likes on my posts',
  live_started: 'The artist went live',
  event_announced: 'New events',
  order_shipped: 'My order shipped',
  ticket_ready: 'My tickets are ready',
  support_answer: 'Support answered me',
  merch_drop: 'Merch drops',
  meet_greet: 'Meet & greet draws',
};
