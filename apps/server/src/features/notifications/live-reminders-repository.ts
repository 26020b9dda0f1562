import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DeliveredItem } from './channels';

/** The one inbox item per member and scheduled live, whichever tells them first (time or go-live). */
export const reminderGroupKey = (scheduledLiveId: string) => `scheduled-live:${scheduledLiveId}`;

export interface ScheduledLiveForNews {
  id: string;
  userId: string;
  title: string;
  startsAt: string;
  wentLive: boolean;
}

export interface ReminderItem {
  actorName: string;
  title: string;
  body: string;
  url: string;
}

/** Scheduled lives' reminders (issue 32): the live as it is now, and the items for who asked. */
export function liveRemindersRepository(db: Db) {
  return {
    async artistName(): Promise<string> {
      const { rows } = await db.execute<{ name: string }>(
        sql`select name from artist order by id limit 1`,
      );
      return rows[0]?.name ?? 'The artist';
    },

    async scheduledLive(id: string): Promise<ScheduledLiveForNews | undefined> {
      const { rows } = await db.execute<{
        id: string;
        user_id: string;
        title: string;
        starts_at: string | Date;
        went_live: boolean;
      }>(sql`select id, user_id, title, starts_at, went_live_at is not null as went_live
        from scheduled_lives where id = ${id}`);
      const r = rows[0];
      if (!r) return undefined;
      return {
        id: r.id,
        userId: r.user_id,
        title: r.title,
        startsAt: new Date(r.starts_at).toISOString(),
        wentLive: r.went_live,
      };
    },

    /** The scheduled live a stream turned into, if any (stream-service's claimDue linked it). */
    async forStream(streamId: string): Promise<string | undefined> {
      const { rows } = await db.execute<{ id: string }>(
        sql`select id from scheduled_lives where stream_id = ${streamId} limit 1`,
      );
      return rows[0]?.id;
    },

    /**
     * One item per member who asked to be reminded and may still watch it (their tier now, or
     * staff), in one statement. The unique (user_id, group_key) keeps it to one per member: the
     * start-time job and the go-live both come here, and the second inserts nothing. As in the
     * go-live fan-out, a member who switched the kind off in the app gets it already read; push
     * and mail decide by their own settings. Only rows written now come back.
     */
    async deliver(scheduledLiveId: string, item: ReminderItem): Promise<DeliveredItem[]> {
      const { rows } = await db.execute(sql`
        insert into inbox_items (user_id, kind, group_key, actor_id, actor_name, title, body, url, read_at)
        select r.user_id, 'live_started', ${reminderGroupKey(scheduledLiveId)}, s.user_id,
          ${item.actorName}, ${item.title}, ${item.body}, ${item.url},
          case when coalesce((np.settings -> 'live_started' ->> 'inApp')::boolean, true)
            then null else now() end
        from scheduled_live_reminders r
        join scheduled_lives s on s.id = r.scheduled_live_id
        join profiles p on p.user_id = r.user_id
        left join notification_preferences np on np.user_id = r.user_id
        where r.scheduled_live_id = ${scheduledLiveId}
          and (p.role in ('admin', 'artist') or p.subscription_tier >= s.audience_tier)
        on conflict (user_id, group_key) do nothing
        returning user_id as "userId", kind, title, body, url`);
      return rows as unknown as DeliveredItem[];
    },
  };
}
export type LiveRemindersRepository = ReturnType<typeof liveRemindersRepository>;
