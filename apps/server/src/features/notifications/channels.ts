import type { InboxKind, NotificationPreferences } from '@fanclub/shared/schemas/community';
import type { JobQueue } from '../../lib/job-queue';
import type { MemberChannels, PreferencesRepository } from './preferences-repository';

/** Inbox items just written (one per recipient), handed to the other channels. */
export interface DeliveredItem {
  userId: string;
  kind: InboxKind;
  title: string;
  body: string;
  url: string;
}

/**
 * Push and e-mail for inbox items, by each member's preferences: the inbox writes an item, then
 * calls `delivered`, which queues the pushes (retried with backoff) and leaves e-mail to the daily
 * digest. Never throws into the caller: a failed push is the queue's business.
 */
export interface Channels {
  delivered(items: DeliveredItem[]): Promise<void>;
}

/** Jobs the channels queue (handled in delivery-push.ts and digest-mail.ts). */
export const PUSH_DELIVER_JOB = 'push.deliver';
export const MAIL_INSTANT_JOB = 'mail.instant';
export interface ItemsJob {
  items: DeliveredItem[];
}
/** Items per push or mail job: one job's retry never resends a whole 50,000-member fan-out. */
const ITEMS_PER_JOB = 200;

export const pushAllowed = (m: MemberChannels, kind: InboxKind) =>
  m.notifications && m.pushNotifications && m.settings[kind].push;
// Likes are never mailed one by one, whatever the stored setting says.
export const instantMailAllowed = (m: MemberChannels, kind: InboxKind) =>
  m.notifications && m.emails && m.settings[kind].email === 'instant' && kind !== 'post_like';

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function queueChannels(
  jobs: JobQueue,
  prefs: PreferencesRepository,
  log: { warn(obj: object, msg: string): void },
): Channels {
  return {
    async delivered(items) {
      try {
        const members = new Map(
          (await prefs.channels([...new Set(items.map((i) => i.userId))])).map((m) => [
            m.userId,
            m,
          ]),
        );
        const push = items.filter((i) => {
          const m = members.get(i.userId);
          return m !== undefined && pushAllowed(m, i.kind);
        });
        const mail = items.filter((i) => {
          const m = members.get(i.userId);
          return m !== undefined && instantMailAllowed(m, i.kind);
        });
        for (const batch of chunks(push, ITEMS_PER_JOB))
          await jobs.send<ItemsJob>(PUSH_DELIVER_JOB, { items: batch });
        // One mail per job, so a retried mail never resends the ones that went.
        for (const item of mail)
          await jobs.send<ItemsJob>(MAIL_INSTANT_JOB, { items: [item] }, { retryLimit: 5 });
      } catch (err) {
        // The inbox item is written; a lost push is not worth failing the caller for.
        log.warn({ err, count: items.length }, 'notifications not queued for push or mail');
      }
    },
  };
}

/** Why a member's new settings cannot be kept, or null: likes are never mailed one by one. */
export function preferencesProblem(settings: NotificationPreferences): string | null {
  return settings.post_like.email === 'instant' ? LIKES_NEVER_INSTANT : null;
}
export const LIKES_NEVER_INSTANT = 'Likes come by e-mail in the daily digest at most.';
