import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/every';
import type { DeliveredItem, ItemsJob } from './channels';
import { instantMailAllowed, MAIL_INSTANT_JOB } from './channels';
import { digestMail, instantMail } from './digest-mail';
import { digestRepository } from './digest-repository';
import type { ItemsInLanguage } from './item-language';
import type { PreferencesRepository } from './preferences-repository';

export const DIGEST_SWEEP_JOB = 'mail.digest.sweep';
const DIGEST_JOB = 'mail.digest';
const DIGEST_SWEEP_EVERY_MS = 60 * 60 * 1_000;
const MEMBERS_PER_DIGEST_JOB = 100;

/**
 * E-mail: the hourly sweep queues the daily digests of members who are due (one job per 100
 * members; a member already sent is marked, so a retried job skips them), and the instant mails
 * the channels queued. Failed sends are retried by the queue with backoff.
 */
export async function mailDelivery(
  app: FastifyInstance,
  { prefs, inLanguage }: { prefs: PreferencesRepository; inLanguage: ItemsInLanguage },
): Promise<void> {
  const digests = digestRepository(app.db);

  await app.jobs.work(DIGEST_SWEEP_JOB, async () => {
    const due = await digests.dueMembers();
    for (let i = 0; i < due.length; i += MEMBERS_PER_DIGEST_JOB)
      await app.jobs.send(DIGEST_JOB, { userIds: due.slice(i, i + MEMBERS_PER_DIGEST_JOB) });
  });

  await app.jobs.work<{ userIds: string[] }>(DIGEST_JOB, async ({ userIds }, { signal }) => {
    for (const member of await prefs.channels(userIds)) {
      signal.throwIfAborted();
      if (!member.notifications || !member.emails) continue;
      const lines = (await digests.unreadSinceLast(member.userId)).filter(
        (l) => member.settings[l.kind]?.email === 'digest',
      );
      const locale = member.locale ?? 'en';
      if (lines.length > 0)
        await app.mailer.send(
          digestMail(member.email, await inLanguage(lines, () => locale), locale),
        );
      await digests.markSent(member.userId);
    }
  });

  await app.jobs.work<ItemsJob>(MAIL_INSTANT_JOB, async ({ items }) => {
    // Checked again at send time: a member may have switched mail off since it was queued.
    const members = new Map(
      (await prefs.channels(items.map((i) => i.userId))).map((m) => [m.userId, m]),
    );
    const localeOf = (item: DeliveredItem) => members.get(item.userId)?.locale ?? 'en';
    for (const item of await inLanguage(items, localeOf)) {
      const member = members.get(item.userId);
      if (member && instantMailAllowed(member, item.kind))
        await app.mailer.send(instantMail(member.email, item, localeOf(item)));
    }
  });

  const sweep = () => app.jobs.send(DIGEST_SWEEP_JOB, {}, { singletonKey: DIGEST_SWEEP_JOB });
  app.addHook('onReady', async () => void sweep().catch(() => {}));
  runEvery(app, { name: DIGEST_SWEEP_JOB, intervalMs: DIGEST_SWEEP_EVERY_MS, run: sweep });
}
