import { eq, inArray, sql } from 'drizzle-orm';
import { isLocale } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { NotificationPreferences } from '@fanclub/shared/schemas/community';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NotificationPreferences as PreferencesSchema,
} from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationPreferences } from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';

/** What decides a member's channels: the Profile switches (master, push, e-mail) and the per-kind settings. */
export interface MemberChannels {
  userId: string;
  email: string;
  /** The Profile's Notifications switch: off means no push and no mail at all. */
  notifications: boolean;
  pushNotifications: boolean;
  emails: boolean;
  settings: NotificationPreferences;
  /** The member's saved language (null: none chosen, mails go in English). */
  locale: Locale | null;
}

// A Profile switch nobody has touched is on (packages/shared/preferences).
const switchedOn = (key: 'notifications' | 'pushNotifications' | 'emails') =>
  sql<boolean>`coalesce((${profiles.preferences} ->> ${key})::boolean, true)`;

/** Stored settings merged over the defaults, so a kind added later starts at its default. */
function withDefaults(stored: unknown): NotificationPreferences {
  const parsed = PreferencesSchema.partial().safeParse(stored ?? {});
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
}

export function preferencesRepository(db: Db) {
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select({ settings: notificationPreferences.settings })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return withDefaults(row?.settings);
    },
    async put(userId: string, settings: NotificationPreferences): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, settings })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { settings, updatedAt: new Date() },
        });
    },
    async channels(userIds: readonly string[]): Promise<MemberChannels[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          notifications: switchedOn('notifications'),
          pushNotifications: switchedOn('pushNotifications'),
          emails: switchedOn('emails'),
          settings: notificationPreferences.settings,
          locale: profiles.locale,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, [...userIds]));
      return rows.map((r) => ({
        ...r,
        settings: withDefaults(r.settings),
        locale: isLocale(r.locale) ? r.locale : null,
      }));
    },
  };
}
export type PreferencesRepository = ReturnType<typeof preferencesRepository>;
