import type { FastifyInstance } from 'fastify';
import type { Channels } from './channels';
import type { LiveRemindersRepository } from './live-reminders-repository';

/** Reminds who tapped "Remind me" at a scheduled live's time (issue 32, ADR 028). */
export const LIVE_REMINDER_JOB = 'inbox.live-reminder';
interface LiveReminderJob {
  scheduledLiveId: string;
  /** The time the job was made for: a live moved since leaves this job with nothing to do. */
  startsAt: string;
}

/**
 * A scheduled live becomes one durable job at its time (it survives a restart; the same time
 * scheduled again is the same job). If the artist went live first, the go-live fan-out already
 * reminded everyone (fanout-repository.ts) and this job does nothing; if it runs first, the
 * go-live later skips those it told (same group key).
 */
export function liveReminders(
  app: FastifyInstance,
  { repo, channels }: { repo: LiveRemindersRepository; channels: Channels },
): void {
  app.domainEvents.on('live.scheduled', async ({ scheduledLiveId, startsAt }) => {
    const wait = Math.max(0, Math.ceil((Date.parse(startsAt) - Date.now()) / 1000));
    await app.jobs.send<LiveReminderJob>(
      LIVE_REMINDER_JOB,
      { scheduledLiveId, startsAt },
      { startAfterSeconds: wait, singletonKey: `live-reminder:${scheduledLiveId}:${startsAt}` },
    );
  });

  void app.jobs.work<LiveReminderJob>(LIVE_REMINDER_JOB, async ({ scheduledLiveId, startsAt }) => {
    const live = await repo.scheduledLive(scheduledLiveId);
    // Cancelled, moved (the new time has its own job), or already live: nothing to tell now.
    if (!live || live.wentLive || live.startsAt !== new Date(startsAt).toISOString()) return;
    const artist = await repo.artistName();
    const items = await repo.deliver(live.id, {
      actorName: artist,
      title: `${artist} goes live now: ${live.title}`,
      body: 'You asked to be reminded. Tap to watch.',
      url: '/media-hub',
    });
    if (items.length > 0) await channels.delivered(items);
  });
}
