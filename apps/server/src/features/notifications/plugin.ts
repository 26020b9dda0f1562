import type { FastifyPluginAsync } from 'fastify';
import { noChannels } from './channels';
import { inboxListeners } from './inbox-listeners';
import { inboxRepository } from './inbox-repository';
import { inboxRoutes } from './inbox-routes';
import { inboxService } from './inbox-service';
import { notificationJobs } from './jobs';
import type { VapidKeys } from './repository';
import { notificationsRepository } from './repository';
import { notificationsRoutes } from './routes';
import { pushService, resolveVapidKeys } from './service';

/**
 * Go-live notifications over Web Push: builds the repository and push service once (VAPID keys
 * from the environment, else generated and stored), mounts the routes and the go-live reaction.
 */
export const notificationsPlugin: FastifyPluginAsync<{
  vapidKeys: VapidKeys | undefined;
  vapidSubject: string;
  allowLoopbackEndpoints: boolean;
}> = async (app, { vapidKeys, vapidSubject, allowLoopbackEndpoints }) => {
  const repo = notificationsRepository(app.db);
  const push = pushService({
    repo,
    vapid: await resolveVapidKeys(repo, vapidKeys),
    subject: vapidSubject,
    log: app.log,
    allowLoopback: allowLoopbackEndpoints,
  });
  notificationJobs(app, { repo, push });
  await app.register(notificationsRoutes, { repo, push, allowLoopbackEndpoints });
  // The inbox: items made from other features' events, then handed to push and e-mail (channels).
  const inbox = inboxRepository(app.db);
  inboxListeners(app, { repo: inbox, channels: noChannels });
  await app.register(inboxRoutes, { inbox: inboxService(inbox) });
};
