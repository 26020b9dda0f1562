// The club: feed posts, comments, likes, reports, moderation, the inbox and notification
// preferences. Words (docs/architecture.md and the design brief): a post is anything in the feed, the artist's or a fan's; an
// inbox item is one thing that happened to one member, push and mail are its channels.
import { z } from 'zod';
import { ImageAsset } from '../media';
import { TIERS } from '../roles';
import { hasBidiControl } from '../text';
import { CHAT_BADGES } from './live-chat';
import { EntityId, Timestamp } from './common';

import {
  BLOCKED_WORD_MAX,
  COMMENT_TEXT_MAX,
  INBOX_KINDS,
  POST_TEXT_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from '../community-texts';
import type { InboxKind } from '../community-texts';

// Limits and texts live in ../community-texts (no zod, so screens can import them cheaply).
export type { InboxKind } from '../community-texts';
export {
  BANNED_MESSAGE,
  BLOCKED_WORD_MAX,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  COMMENT_GONE,
  COMMENT_TEXT_MAX,
  COMMUNITY_LOCKED,
  HELD_FOR_REVIEW,
  mutedUntilMessage,
  POST_GONE,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  REPLIES_ONE_LEVEL,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  slowModeMessage,
} from '../community-texts';
export const FEED_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 30;
export const SLOW_MODE_CHOICES_S = [0, 10, 30, 60, 300] as const;

const noBidi = (text: string) => !hasBidiControl(text);
const BIDI_MESSAGE = 'Text cannot contain direction-changing control characters.';

/** Post text: plain text (HTML and markdown are shown as written), 1-5,000 characters. */
export const PostText = z
  .string({ error: 'Please write something.' })
  .trim()
  .min(1, 'Please write something.')
  .max(POST_TEXT_MAX, `A post can be at most ${POST_TEXT_MAX.toLocaleString('en-US')} characters.`)
  .refine(noBidi, BIDI_MESSAGE);

export const CommentText = z
  .string({ error: 'Please write a comment.' })
  .trim()
  .min(1, 'Please write a comment.')
  .max(
    COMMENT_TEXT_MAX,
    `A comment can be at most ${COMMENT_TEXT_MAX.toLocaleString('en-US')} characters.`,
  )
  .refine(noBidi, BIDI_MESSAGE);

export const FEED_FILTERS = ['all', 'artist'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** Keyset cursor: opaque to clients (base64url of `createdAt|id`). */
export const Cursor = z.string().max(200, 'That is not a page cursor.').optional();

export const FeedQuery = z.object({
  filter: z.enum(FEED_FILTERS, { error: 'The filter is all or artist.' }).default('all'),
  cursor: Cursor,
});
export type FeedQuery = z.infer<typeof FeedQuery>;

/** Who wrote something, as everyone sees it: public name and badge, never an e-mail. */
export const Author = z.object({
  id: EntityId,
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  badge: z.enum(CHAT_BADGES).nullable(),
  /** Artist and admin: the verified badge. */
  verified: z.boolean(),
});
export type Author = z.infer<typeof Author>;

export const POST_STATUSES = ['published', 'held', 'hidden'] as const;

export const Post = z.object({
  id: EntityId,
  kind: z.enum(['artist', 'fan']),
  title: z.string(),
  /** Null when the reader's tier is below `requiredTier`: a locked body never leaves the server. */
  body: z.string().nullable(),
  images: z.array(ImageAsset),
  requiredTier: z.enum(TIERS),
  locked: z.boolean(),
  author: Author,
  status: z.enum(POST_STATUSES),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  slowModeSeconds: z.number().int().nonnegative(),
  createdAt: Timestamp,
  /** What the reader may do with it (the server checks again on each call). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The original title and body, when those above are a translation (artist posts, issue 34). */
  original: z.record(z.string(), z.string()).optional(),
});
export type Post = z.infer<typeof Post>;

/**
 * Why a member who is in the community may not write now (muted until a time, or banned), so the
 * screens say it instead of offering an upgrade. Null for everyone else.
 */
export const WriteBlock = z.object({ message: z.string(), until: Timestamp.nullable() }).nullable();
export type WriteBlock = z.infer<typeof WriteBlock>;

export const FeedResponse = z.object({
  posts: z.array(Post),
  nextCursor: z.string().nullable(),
  /** False for guests and free fans: fans' posts are left out and the upgrade card shows. */
  communityOpen: z.boolean(),
  /** Whether the reader may write a post (Fan+ and VIP members, artist, admin; not while muted). */
  canPost: z.boolean(),
  writeBlock: WriteBlock,
});
export type FeedResponse = z.infer<typeof FeedResponse>;

export const Comment = z.object({
  id: EntityId,
  postId: EntityId,
  parentId: EntityId.nullable(),
  author: Author,
  /** The artist's or an admin's: pinned under the comment it answers. */
  byArtist: z.boolean(),
  body: z.string(),
  status: z.enum(POST_STATUSES),
  likeCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  replyCount: z.number().int().nonnegative(),
  createdAt: Timestamp,
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

/** A top-level comment with its artist replies first, then the first replies by time. */
export const CommentThread = Comment.extend({ replies: z.array(Comment) });
export type CommentThread = z.infer<typeof CommentThread>;

export const CommentsResponse = z.object({
  comments: z.array(CommentThread),
  nextCursor: z.string().nullable(),
});
export type CommentsResponse = z.infer<typeof CommentsResponse>;

/** GET /api/community/comments/:id/replies: a comment's replies, oldest first (all of them, the
 *  ones shown under the comment included), a keyset page at a time. */
export const RepliesResponse = z.object({
  replies: z.array(Comment),
  nextCursor: z.string().nullable(),
});
export type RepliesResponse = z.infer<typeof RepliesResponse>;

/** PUT/DELETE …/like: idempotent, so the answer is the state after the call. */
export const LikeResponse = z.object({
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
});
export type LikeResponse = z.infer<typeof LikeResponse>;

/** One post; its comments come from GET /api/community/posts/:id/comments (CommentsResponse). */
export const PostResponse = z.object({
  post: Post,
  canComment: z.boolean(),
  canModerate: z.boolean(),
  writeBlock: WriteBlock,
});
export type PostResponse = z.infer<typeof PostResponse>;

/** Text fields of a new post; images come as multipart files next to them (`images`). */
export const CreatePostFields = z.object({
  text: PostText,
  /** Artist and admin only; a fan's post is always for Fan+ and VIP members. */
  visibility: z.enum(TIERS, { error: 'Visibility is free, fanplus or vip.' }).optional(),
  title: z.string().trim().max(120, 'A title can be at most 120 characters.').optional(),
});
export type CreatePostFields = z.infer<typeof CreatePostFields>;

export const UpdatePostBody = z.object({ text: PostText });
export const CreateCommentBody = z.object({ text: CommentText, parentId: EntityId.optional() });
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const ReportBody = z.object({
  targetType: z.enum(['post', 'comment']),
  targetId: EntityId,
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason.' }),
  note: z.string().trim().max(REPORT_NOTE_MAX).refine(noBidi, BIDI_MESSAGE).default(''),
});
export type ReportBody = z.infer<typeof ReportBody>;

// Moderation (artist and admin).
export const MODERATION_ACTIONS = ['hide', 'delete', 'restore', 'publish', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_PAGE_SIZE = 30;
export const ModerationActionBody = z.object({
  action: z.enum(MODERATION_ACTIONS, {
    error: 'The action is hide, delete, restore, publish or dismiss.',
  }),
});
export const ModerationItem = z.object({
  targetType: z.enum(['post', 'comment']),
  targetId: EntityId,
  postId: EntityId,
  author: Author,
  text: z.string(),
  status: z.enum(POST_STATUSES),
  /** Why it is here: held by a blocked word, reported (with the reasons and how many). */
  heldForWord: z.string().nullable(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  createdAt: Timestamp,
});
export type ModerationItem = z.infer<typeof ModerationItem>;
export const ModerationQueueResponse = z.object({
  items: z.array(ModerationItem),
  nextCursor: z.string().nullable(),
});
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponse>;
/** What a moderation action left: the target's status now, and how many open reports it closed. */
export const ModerationActionResult = z.object({
  targetType: z.enum(['post', 'comment']),
  targetId: EntityId,
  status: z.enum(POST_STATUSES),
  deleted: z.boolean(),
  reportsClosed: z.number().int().nonnegative(),
});
export type ModerationActionResult = z.infer<typeof ModerationActionResult>;
export const STAFF_CANNOT_BE_SANCTIONED = 'The artist and admins cannot be muted or banned.';
export const SanctionBody = z
  .object({
    kind: z.enum(['mute', 'ban'], { error: 'The sanction is mute or ban.' }),
    /** Mute length in hours (ignored for a ban). */
    hours: z.coerce
      .number({ error: 'A mute lasts a whole number of hours.' })
      .int('A mute lasts a whole number of hours.')
      .min(1, 'A mute lasts at least 1 hour.')
      .max(24 * 365, 'A mute lasts at most a year (8,760 hours).')
      .optional(),
    reason: z.string().trim().max(200, 'A reason can be at most 200 characters.').default(''),
  })
  .refine((body) => body.kind === 'ban' || body.hours !== undefined, {
    message: 'Please say how many hours the mute lasts.',
    path: ['hours'],
  });
export type SanctionBody = z.infer<typeof SanctionBody>;
/** A member kept out of the community now: muted until `until`, or banned (`until` null). */
export const Sanction = z.object({
  user: Author,
  kind: z.enum(['mute', 'ban']),
  until: Timestamp.nullable(),
  reason: z.string(),
  createdAt: Timestamp,
});
export type Sanction = z.infer<typeof Sanction>;
export const SanctionsResponse = z.object({ sanctions: z.array(Sanction) });
export type SanctionsResponse = z.infer<typeof SanctionsResponse>;
/** The answer to PUT /api/moderation/sanctions/:userId. */
export const SanctionResult = z.object({
  userId: EntityId,
  kind: z.enum(['mute', 'ban']),
  until: Timestamp.nullable(),
  reason: z.string(),
});
export const BlockedWordBody = z.object({
  word: z
    .string({ error: 'Please type a word.' })
    .trim()
    .toLowerCase()
    .min(2, 'A blocked word has at least 2 characters.')
    .max(BLOCKED_WORD_MAX, `A blocked word has at most ${BLOCKED_WORD_MAX} characters.`)
    .refine(noBidi, BIDI_MESSAGE),
});
export const BlockedWord = z.object({ word: z.string(), createdAt: Timestamp });
export type BlockedWord = z.infer<typeof BlockedWord>;
export const BlockedWordsResponse = z.object({ words: z.array(BlockedWord) });
export type BlockedWordsResponse = z.infer<typeof BlockedWordsResponse>;
export const SlowModeBody = z.object({
  seconds: z.coerce
    .number({ error: 'Slow mode is a whole number of seconds.' })
    .int('Slow mode is a whole number of seconds.')
    .min(0, 'Slow mode cannot be negative.')
    .max(3_600, 'Slow mode is at most 3,600 seconds (one hour).'),
});
export const SlowModeResponse = z.object({
  postId: EntityId,
  slowModeSeconds: z.number().int().nonnegative(),
});

// The inbox.

export const InboxItem = z.object({
  id: EntityId,
  kind: z.enum(INBOX_KINDS),
  /** 'Mia and 12 others liked your post' is built by the screen from these. */
  actorName: z.string(),
  othersCount: z.number().int().nonnegative(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type InboxItem = z.infer<typeof InboxItem>;
export const InboxResponse = z.object({
  items: z.array(InboxItem),
  nextCursor: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
export type InboxResponse = z.infer<typeof InboxResponse>;
export const UnreadCountResponse = z.object({ unread: z.number().int().nonnegative() });

export const CHANNELS = ['inApp', 'push', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
export const EMAIL_MODES = ['off', 'digest', 'instant'] as const;
const KindChannels = z.object({
  inApp: z.boolean(),
  push: z.boolean(),
  /** E-mail is a daily digest by default; instant only where a member asks (never for likes). */
  email: z.enum(EMAIL_MODES),
});
export const NotificationPreferences = z.object(
  Object.fromEntries(INBOX_KINDS.map((k) => [k, KindChannels])) as Record<
    InboxKind,
    typeof KindChannels
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  INBOX_KINDS.map((k) => [
    k,
    {
      inApp: true,
      push: k !== 'post_like',
      // Support's answer is the one item a member is waiting for: mailed at once by default.
      email: k === 'post_like' ? 'off' : k === 'support_answer' ? 'instant' : 'digest',
    },
  ]),
) as NotificationPreferences;

/**
 * What an open post receives live (GET /api/community/posts/:id/events, Server-Sent Events), from
 * every server process. Held comments are never sent; a reader gets only what they may read.
 */
export type PostUpdate =
  | { type: 'comment'; postId: string; comment: Comment }
  | { type: 'comment-removed'; postId: string; commentId: string }
  | { type: 'likes'; postId: string; likeCount: number; commentCount: number }
  | { type: 'comment-likes'; postId: string; commentId: string; likeCount: number };
