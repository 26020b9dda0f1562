import type { FastifyInstance } from 'fastify';
import type { PushMessage } from '@fanclub/shared/schemas/push';
import { savedLocales } from '../../lib/i18n/member-locale-repository';
import type { DeliveredItem, ItemsJob } from './channels';
import { PUSH_DELIVER_JOB } from './channels';
import type { NotificationsRepository, StoredSubscription } from './repository';
import type { PushService } from './service';
import type { ItemsInLanguage } from './item-language';

const PUSH_RETRY_JOB = 'push.retry';
/** A push that failed (network, 5xx, 429) is tried this many more times, backing off, then dropped. */
const PUSH_RETRIES = 4;
/** Pushes in flight at once per job: quick, without flooding sockets. */
const SEND_CONCURRENCY = 8;

interface RetryJob {
  subscription: StoredSubscription;
  message: PushMessage;
}

/**
 * What the browser shows for an inbox item (already in its member's language, itemsInLanguage);
 * one tag per thing, so a repeat replaces, not stacks.
 */
export function pushMessage({ kind, title, body, url }: DeliveredItem): PushMessage {
  return { title, body, url, tag: kind === 'live_started' ? 'live' : url };
}

/**
 * The push jobs: a batch of items goes to every browser of each member; a browser that failed is
 * retried on its own (one job each, backing off), so a retry never repeats the pushes that worked.
 * Gone browsers (404/410) are removed by the push service.
 */
export async function pushDelivery(
  app: FastifyInstance,
  {
    repo,
    push,
    inLanguage,
  }: { repo: NotificationsRepository; push: PushService; inLanguage: ItemsInLanguage },
): Promise<void> {
  await app.jobs.work<ItemsJob>(
    PUSH_DELIVER_JOB,
    async ({ items }) => {
      const userIds = [...new Set(items.map((item) => item.userId))];
      const [subscriptions, locales] = await Promise.all([
        repo.subscriptionsOf(userIds),
        // Each recipient's language, in one query for the whole batch.
        savedLocales(app.db, userIds),
      ]);
      const byUser = new Map<string, DeliveredItem[]>();
      for (const item of await inLanguage(items, (i) => locales.get(i.userId) ?? 'en'))
        byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
      const sends = subscriptions.flatMap((sub) =>
        (byUser.get(sub.userId) ?? []).map((item) => ({ sub, message: pushMessage(item) })),
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
