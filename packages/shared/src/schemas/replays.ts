// Replays of live streams (issue 32, ADR 031): the media hub's list, playback, the in-step
// timeline of chat and hearts, and what the artist and admins may change.
import { z } from 'zod';
import { STREAM_AUDIENCE_TIERS } from '../access';
import { ChatMessage } from './live-chat';

export const REPLAY_TITLE_MAX = 120;

export const ReplaySummary = z.object({
  id: z.string(),
  title: z.string(),
  audienceTier: z.enum(STREAM_AUDIENCE_TIERS),
  /** When the stream went out (ISO). */
  startedAt: z.string(),
  /** Seconds as played (after any trim). */
  durationSec: z.number().nonnegative(),
  peakViewers: z.number().int().nonnegative(),
  /** The viewer's tier does not reach the replay's: shown with a lock, never a playable URL. */
  locked: z.boolean(),
  /** Only the artist and admins see hidden replays (and these fields matter to them). */
  hidden: z.boolean(),
  trimStartSec: z.number().int().nonnegative(),
  trimEndSec: z.number().int().positive().nullable(),
  /** Of the whole recording, before the trim. */
  recordedSec: z.number().nonnegative(),
});
export type ReplaySummary = z.infer<typeof ReplaySummary>;

export const ReplayListResponse = z.object({
  replays: z.array(ReplaySummary),
  /** The caller may rename, re-tier, hide, trim and delete. */
  canManage: z.boolean(),
});
export type ReplayListResponse = z.infer<typeof ReplayListResponse>;

export const ReplayPlayback = z.object({
  replay: ReplaySummary,
  /** Signed and expiring, like live HLS. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ReplayPlayback = z.infer<typeof ReplayPlayback>;

/** Seconds of replay a player asks for at once (a busy room says up to ~1,200 things a minute). */
export const REPLAY_TIMELINE_WINDOW_SEC = 60;

export const ReplayTimelineQuery = z
  .object({
    from: z.coerce.number().min(0).max(86_400).default(0),
    to: z.coerce.number().min(0).max(86_400).default(86_400),
  })
  .refine((q) => q.to >= q.from, 'from must not be after to.');

/** Chat and hearts at their place on the replay's own clock (seconds from its start). */
export const ReplayTimeline = z.object({
  /** Hearts sent before `from` (so a player can show the running total at any point). */
  heartsBefore: z.number().int().nonnegative(),
  chat: z.array(z.object({ at: z.number(), message: ChatMessage })),
  hearts: z.array(z.object({ at: z.number(), count: z.number().int().positive() })),
});
export type ReplayTimeline = z.infer<typeof ReplayTimeline>;

export const UpdateReplayBody = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title.').max(REPLAY_TITLE_MAX).optional(),
    audienceTier: z.enum(STREAM_AUDIENCE_TIERS).optional(),
    hidden: z.boolean().optional(),
    trimStartSec: z.number().int().min(0).max(86_400).optional(),
    /** null: to the end. */
    trimEndSec: z.number().int().min(1).max(86_400).nullable().optional(),
  })
  .refine(
    (b) => b.trimEndSec == null || b.trimStartSec === undefined || b.trimEndSec > b.trimStartSec,
    'The end must come after the start.',
  );
export type UpdateReplayBody = z.infer<typeof UpdateReplayBody>;

/** Days a replay is kept after its stream ended; null keeps them forever. */
export const ReplaySettings = z.object({
  retentionDays: z.number().int().min(1).max(3650).nullable(),
});
export type ReplaySettings = z.infer<typeof ReplaySettings>;

export const ReplayAdminSettings = ReplaySettings.extend({
  diskBytes: z.number().int().nonnegative(),
  replayCount: z.number().int().nonnegative(),
  /** Where replays are kept: DATA_DIR, or the S3 bucket when one is configured. */
  keptIn: z.enum(['disk', 'bucket']),
});
export type ReplayAdminSettings = z.infer<typeof ReplayAdminSettings>;
