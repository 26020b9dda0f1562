import type { FastifyInstance } from 'fastify';
import type { Channels } from './channels';
import { pushDelivery } from './delivery-push';
import { mailDelivery } from './digest-jobs';
import { fanoutJobs } from './fanout-jobs';
import { fanoutRepository } from './fanout-repository';
import type { ItemsInLanguage } from './item-language';
import type { PreferencesRepository } from './preferences-repository';
import type { NotificationsRepository } from './repository';
import type { PushService } from './service';

/**
 * What runs outside a request, on the durable queue (app.jobs): the inbox fan-out of artist posts
 * and go-lives, the pushes and mails the channels queue, and the daily e-mail digest.
 */
export async function notificationJobs(
  app: FastifyInstance,
  deps: {
    repo: NotificationsRepository;
    push: PushService;
    prefs: PreferencesRepository;
    channels: Channels;
    inLanguage: ItemsInLanguage;
  },
): Promise<void> {
  await fanoutJobs(app, { repo: fanoutRepository(app.db), channels: deps.channels });
  await pushDelivery(app, deps);
  await mailDelivery(app, deps);
}
