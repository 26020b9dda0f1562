import type { FastifyInstance } from 'fastify';
import type { NotificationsRepository } from './repository';
import type { PushService } from './service';
import { liveAlert } from './service';

/** What runs outside a request: the go-live push, sent when the live feature says a stream started. */
export function notificationJobs(
  app: FastifyInstance,
  { repo, push }: { repo: NotificationsRepository; push: PushService },
): void {
  app.domainEvents.on('live.started', async ({ streamId, userId, title }) => {
    const artistName = (await repo.artistName()) ?? 'The artist';
    // The one going live does not need telling.
    const recipients = await repo.recipients(userId);
    const tally = await push.broadcast(recipients, liveAlert(artistName, title));
    app.log.info({ streamId, ...tally }, 'go-live notifications sent');
  });
}
