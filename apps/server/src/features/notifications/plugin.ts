import type { FastifyPluginAsync } from 'fastify';
import { translationLookup } from '../../lib/content-translations';
import { queueChannels } from './channels';
import { inboxListeners } from './inbox-listeners';
import { dropNews } from './drop-news';
import { dropNewsRepository } from './drop-news-repository';
import { liveReminders } from './live-reminders';
import { liveRemindersRepository } from './live-reminders-repository';
import { inboxRepository } from './inbox-repository';
import { inboxRoutes } from './inbox-routes';
import { inboxService } from './inbox-service';
import { itemsInLanguage } from './item-language';
import { notificationJobs } from './jobs';
import { preferencesRepository } from './preferences-repository';
import { preferencesRoutes } from './preferences-routes';
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
  // Push and e-mail for inbox items, by each member's preferences, through the durable queue.
  const prefs = preferencesRepository(app.db);
  const channels = queueChannels(app.jobs, prefs, app.log);
  // Items in each reader's language, with the team's translations of the events, posts and
  // products they name (ADR 042, 043): the same for the inbox list, pushes and mails.
  const inLanguage = itemsInLanguage(translationLookup(app.db, app.readCache), app.log);
  await notificationJobs(app, { repo, push, prefs, channels, inLanguage });
  await app.register(preferencesRoutes, { prefs });
  await app.register(notificationsRoutes, { repo, push, allowLoopbackEndpoints });
  // The inbox: items made from other features' events, then handed to push and e-mail (channels).
  const inbox = inboxRepository(app.db);
  inboxListeners(app, { repo: inbox, channels });
  dropNews(app, { repo: dropNewsRepository(app.db), channels });
  liveReminders(app, { repo: liveRemindersRepository(app.db), channels });
  await app.register(inboxRoutes, { inbox: inboxService(inbox, inLanguage) });
};
