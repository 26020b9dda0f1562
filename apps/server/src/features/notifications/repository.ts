import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/meta';
import { artist } from '../../db/schema/artist';
import { pushSubscriptions } from '../../db/schema/live';
import { profiles } from '../../db/schema/profiles';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const VAPID_META_KEY = 'vapid_keys';

// A preference nobody has touched is on (all switches default to on, packages/shared/preferences).
const switchedOn = (key: 'notifications' | 'pushNotifications') =>
  sql`coalesce((${profiles.preferences} ->> ${key})::boolean, true)`;

export function notificationsRepository(db: Db) {
  return {
    async storedVapidKeys(): Promise<VapidKeys | undefined> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, VAPID_META_KEY));
      return row ? (JSON.parse(row.value) as VapidKeys) : undefined;
    },
    /** First writer wins: several processes starting at once all end up with the same pair. */
    async storeVapidKeysOnce(keys: VapidKeys): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key: VAPID_META_KEY, value: JSON.stringify(keys) })
        .onConflictDoNothing({ target: appMeta.key });
    },
    async artistName(): Promise<string | undefined> {
      const [row] = await db.select({ name: artist.name }).from(artist).orderBy(artist.id).limit(1);
      return row?.name;
    },
    /** One row per browser: the same endpoint subscribed again (maybe by another account) is taken over. */
    async save(userId: string, sub: StoredSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...sub })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: sub.p256dh, auth: sub.auth },
        });
    },
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    async removeGone(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
    /** The browsers of these members (a member may have several). */
    async subscriptionsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },
    /** Every subscription whose member has notifications and push switched on, except `exceptUserId`'s. */
    async recipients(exceptUserId: string): Promise<StoredSubscription[]> {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .leftJoin(profiles, eq(profiles.userId, pushSubscriptions.userId))
        .where(
          and(
            ne(pushSubscriptions.userId, exceptUserId),
            switchedOn('notifications'),
            switchedOn('pushNotifications'),
          ),
        );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
