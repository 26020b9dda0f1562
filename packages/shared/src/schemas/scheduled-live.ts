// Scheduled lives (issue 32): the artist's or an admin's schedule, "Upcoming Live Streams" on
// Home, and a member's "Remind me".
import { z } from 'zod';
import { STREAM_AUDIENCE_TIERS } from '../access';
import { SCHEDULE_AHEAD_MAX_DAYS, UPCOMING_LIVES_DEFAULT, UPCOMING_LIVES_MAX } from '../limits';
import { ImageAsset } from '../media';
import { EntityId, Timestamp } from './common';

const Title = z
  .string('Please enter a stream title.')
  .trim()
  .min(1, 'Please enter a stream title.')
  .max(120, 'Please keep the title to 120 characters.');
const StartsAt = z.iso
  .datetime({ offset: true, error: 'Please choose a date and time for the live.' })
  .refine((at) => Date.parse(at) > Date.now(), 'Please choose a time in the future.')
  .refine(
    (at) => Date.parse(at) < Date.now() + SCHEDULE_AHEAD_MAX_DAYS * 86_400_000,
    'Please choose a time within the next year.',
  );
const AudienceTier = z.enum(STREAM_AUDIENCE_TIERS, 'Please choose who can watch.');

export const ScheduleLiveBody = z.object({
  title: Title,
  startsAt: StartsAt,
  audienceTier: AudienceTier.default('fanplus'),
});
export type ScheduleLiveBody = z.infer<typeof ScheduleLiveBody>;
export type ScheduleLiveInput = z.input<typeof ScheduleLiveBody>;

/** A change to a scheduled live (moved, renamed, another audience); at least one field. */
export const UpdateScheduledLiveBody = z
  .object({ title: Title, startsAt: StartsAt, audienceTier: AudienceTier })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change.');
export type UpdateScheduledLiveBody = z.infer<typeof UpdateScheduledLiveBody>;

export const ScheduledLiveParams = z.object({ id: EntityId });

export const UpcomingLivesQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(UPCOMING_LIVES_MAX, `Ask for at most ${UPCOMING_LIVES_MAX} lives.`)
    .default(UPCOMING_LIVES_DEFAULT),
});

export const ScheduledLive = z.object({
  id: EntityId,
  title: z.string(),
  startsAt: Timestamp,
  audienceTier: z.enum(STREAM_AUDIENCE_TIERS),
  /** The broadcaster-to-be's public name (the one who scheduled it). */
  displayName: z.string().nullable(),
  /** Whether the caller asked to be reminded. */
  reminded: z.boolean(),
  /** Whether the caller may watch it (and so be reminded): the stream's own tier rule. */
  canWatch: z.boolean(),
  /** Set once the artist went live for it: the live it turned into. */
  streamId: EntityId.nullable(),
  /** The cover image the team uploaded, if any. */
  cover: ImageAsset.nullable(),
});
export type ScheduledLive = z.infer<typeof ScheduledLive>;

export const UpcomingLivesResponse = z.object({ lives: z.array(ScheduledLive) });
export type UpcomingLivesResponse = z.infer<typeof UpcomingLivesResponse>;

export const ScheduledLiveCoverResponse = z.object({ cover: ImageAsset });

export const ReminderResponse = z.object({ reminded: z.boolean() });
