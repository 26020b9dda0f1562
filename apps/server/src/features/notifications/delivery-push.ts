import type { FastifyInstance } from 'fastify';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { PushMessage } from '@fanclub/shared/schemas/push';
import { savedLocales } from '../../lib/i18n/member-locale-repository';
import type { DeliveredItem, ItemsJob } from './channels';
import { PUSH_DELIVER_JOB } from './channels';
import type { NotificationsRepository, StoredSubscription } from './repository';
import type { PushService } from './service';
import { itemInLanguage } from './item-language';

const PUSH_RETRY_JOB = 'push.retry';
/** A push that failed (network, 5xx, 429) is tried this many more times, backing off, then dropped. */
const PUSH_RETRIES = 4;
/** Pushes in flight at once per job: quick, without flooding sockets. */
const SEND_CONCURRENCY = 8;

interface RetryJob {
  subscription: StoredSubscription;
  message: PushMessage;
}

/** What the browser shows for an inbox item; one tag per thing, so a repeat replaces, not stacks. */
export function pushMessage(item: DeliveredItem, locale: Locale = 'en'): PushMessage {
  const tag = item.kind === 'live_started' ? 'live' : item.url;
  const { title, body } = itemInLanguage(item, locale);
  return { title, body, url: item.url, tag };
}

/**
 * The push jobs: a batch of items goes to every browser of each member; a browser that failed is
 * retried on its own (one job each, backing off), so a retry never repeats the pushes that worked.
 * Gone browsers (404/410) are removed by the push service.
 */
export async function pushDelivery(
  app: FastifyInstance,
  { repo, push }: { repo: NotificationsRepository; push: PushService },
): Promise<void> {
  await app.jobs.work<ItemsJob>(
    PUSH_DELIVER_JOB,
    async ({ items }) => {
      const byUser = new Map<string, DeliveredItem[]>();
      for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
      const [subscriptions, locales] = await Promise.all([
        repo.subscriptionsOf([...byUser.keys()]),
        // Each recipient's language, in one query for the whole batch.
        savedLocales(app.db, [...byUser.keys()]),
      ]);
      const sends = subscriptions.flatMap((sub) =>
        (byUser.get(sub.userId) ?? []).map((item) => ({
          sub,
          message: pushMessage(item, locales.get(sub.userId)),
        })),
      );
      const failed: RetryJob[] = [];
      let next = 0;
      const sender = async () => {
        while (next < sends.length) {
          const { sub, message } = sends[next++]!;
          const { endpoint, p256dh, auth } = sub;
          if ((await push.send(sub, message)) === 'failed')
            failed.push({ subscription: { endpoint, p256dh, auth }, message });
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
      for (const retry of failed)
        await app.jobs.send<RetryJob>(PUSH_RETRY_JOB, retry, {
          retryLimit: PUSH_RETRIES - 1,
          startAfterSeconds: 5,
        });
    },
    { concurrency: 2 },
  );
  await app.jobs.work<RetryJob>(PUSH_RETRY_JOB, async ({ subscription, message }) => {
    if ((await push.send(subscription, message)) === 'failed')
      throw new Error('push service did not accept the notification');
  });
}
