import type { z } from 'zod';
import { canWatchStream } from '@fanclub/shared/access';
import type {
  ScheduleLiveBody,
  ScheduledLive,
  UpdateScheduledLiveBody,
} from '@fanclub/shared/schemas/scheduled-live';
import { isUuid } from '../../lib/ids';
import { HttpError } from '../../plugins/errors';
import type { DomainEvents } from '../../plugins/domain-events';
import type { Viewer } from '../../plugins/viewer';
import type { ScheduledLiveRow, ScheduleRepository } from './schedule-repository';

export const NO_SCHEDULED_LIVE = 'This scheduled live is not available.';

/** The caller's face of a scheduled live: whether they asked to be reminded and may watch. */
export const scheduledView = (viewer: Viewer | null, row: ScheduledLiveRow): ScheduledLive => ({
  id: row.id,
  title: row.title,
  startsAt: row.startsAt,
  audienceTier: row.audienceTier,
  displayName: row.displayName,
  reminded: row.reminded,
  canWatch: canWatchStream(viewer, row),
  streamId: row.streamId,
  cover: row.cover,
});

/**
 * The schedule's rules. Like a live stream's existence, a scheduled live is seen by everyone
 * (the tier badge says who may watch); "Remind me" is for those who may watch it, as the go-live
 * notice is: a free member asked for a Fan+ live would be called to a live they cannot open.
 */
export function scheduleService({
  repo,
  domainEvents,
}: {
  repo: ScheduleRepository;
  domainEvents: DomainEvents;
}) {
  async function found(viewer: Viewer | null, id: string): Promise<ScheduledLiveRow> {
    const row = isUuid(id) ? await repo.byId(id, viewer?.userId) : undefined;
    if (!row) throw new HttpError(404, NO_SCHEDULED_LIVE);
    return row;
  }
  /** Staff change what they scheduled; an admin may change anyone's (as with Stop). */
  async function changeable(viewer: Viewer, id: string): Promise<ScheduledLiveRow> {
    const row = await found(viewer, id);
    if (row.userId !== viewer.userId && viewer.role !== 'admin')
      throw new HttpError(403, 'Only who scheduled this live or an admin can change it.');
    if (row.streamId !== null) throw new HttpError(409, 'This live has already started.');
    return row;
  }
  const announce = (row: ScheduledLiveRow) =>
    domainEvents.emit('live.scheduled', { scheduledLiveId: row.id, startsAt: row.startsAt });

  return {
    found,
    /** Who may change the live may give it a cover (checked before the upload is stored). */
    changeable,
    /** Guests too: the dashboard is public, as the spec's upcoming list was (reminded: false). */
    async upcoming(viewer: Viewer | null, limit: number) {
      return (await repo.upcoming(viewer?.userId ?? '', limit)).map((r) =>
        scheduledView(viewer, r),
      );
    },
    async schedule(viewer: Viewer, body: z.infer<typeof ScheduleLiveBody>) {
      const id = await repo.create({ userId: viewer.userId, ...body });
      const row = await found(viewer, id);
      // The reminder job is queued before the answer, so a restart right after loses nothing.
      await announce(row);
      return scheduledView(viewer, row);
    },
    async update(viewer: Viewer, id: string, body: z.infer<typeof UpdateScheduledLiveBody>) {
      const before = await changeable(viewer, id);
      await repo.update(before.id, body);
      const row = await found(viewer, id);
      if (row.startsAt !== before.startsAt) await announce(row);
      return scheduledView(viewer, row);
    },
    async cancel(viewer: Viewer, id: string) {
      const row = await changeable(viewer, id);
      await repo.remove(row.id);
    },
    async remind(viewer: Viewer, id: string, on: boolean) {
      const row = await found(viewer, id);
      if (on) {
        if (row.streamId !== null) throw new HttpError(409, 'This live has already started.');
        if (!canWatchStream(viewer, row))
          throw new HttpError(
            403,
            row.audienceTier === 'vip'
              ? 'This livestream is for VIP members.'
              : 'Livestreams are for Fan+ and VIP members.',
          );
        await repo.remind(row.id, viewer.userId);
      } else {
        // Undoing is always allowed, whatever happened since (a downgrade, a start).
        await repo.unremind(row.id, viewer.userId);
      }
      return { reminded: on };
    },
  };
}
export type ScheduleService = ReturnType<typeof scheduleService>;
