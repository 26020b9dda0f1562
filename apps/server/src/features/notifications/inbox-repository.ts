import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { EARLY_EVENT_NEWS_TIER } from '@fanclub/shared/access';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';
import { inboxItems } from '../../db/schema/community';
import type { Keyset } from '../../lib/keyset-cursor';
import { staffOrAtLeastSql } from './fanout-repository';
import type { DeliveredItem } from './channels';

/** One item for one member; group_key makes writing it twice a no-op. */
export interface NewInboxItem {
  userId: string;
  kind: InboxKind;
  groupKey: string;
  actorId: string | null;
  actorName: string;
  title: string;
  body: string;
  url: string;
}

/**
 * Stored times are cut to the millisecond: the page cursor carries a JavaScript Date (ms), so a
 * row stored with microseconds could fall between two pages and never be listed.
 */
const NOW_MS = sql`date_trunc('milliseconds', now())`;

/** Whether `userId` keeps this kind in the app (no preferences row: yes, the default). */
const wantsInApp = (userId: SQL, kind: InboxKind) =>
  sql`coalesce((select (np.settings -> ${kind} ->> 'inApp')::boolean
    from notification_preferences np where np.user_id = ${userId}), true)`;

/** wantsInApp for each row of a VALUES list `v` (user_id, kind): deliverMany. */
const wantsInAppByRow = sql`coalesce((select (np.settings -> v.kind ->> 'inApp')::boolean
    from notification_preferences np where np.user_id = v.user_id), true)`;

/** A member's public name as the community shows it (author-view.ts: 'Fan' when blank). */
const shownName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.display_name), ''), 'Fan')`);

const RETURNED = sql`returning user_id as "userId", kind, title, body, url`;

const delivered = (rows: Record<string, unknown>[]) => rows as unknown as DeliveredItem[];

export function inboxRepository(db: Db) {
  return {
    /** Newest first by (updated_at, id), on inbox_items_list_idx; `after` is the previous page's end. */
    page(userId: string, after: Keyset | null, limit: number) {
      return db
        .select()
        .from(inboxItems)
        .where(
          and(
            eq(inboxItems.userId, userId),
            after
              ? sql`(${inboxItems.updatedAt}, ${inboxItems.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(inboxItems.updatedAt), desc(inboxItems.id))
        .limit(limit);
    },

    /** The bell's number: the partial index inbox_items_unread_idx holds only unread rows. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
      return row?.n ?? 0;
    },

    /** False when the item is not this member's (or does not exist). Reading twice keeps the first time. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(inboxItems)
        .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
        .where(and(eq(inboxItems.id, id), eq(inboxItems.userId, userId)))
        .returning({ id: inboxItems.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(inboxItems)
        .set({ readAt: sql`now()` })
        .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
    },

    /** Public name of a member, for 'Mia replied to your post'. */
    async displayName(userId: string): Promise<string> {
      const { rows } = await db.execute<{ name: string }>(
        sql`select ${shownName('p')} as name from profiles p where p.user_id = ${userId}`,
      );
      return rows[0]?.name ?? 'Fan';
    },

    /** An event's title as it is now (it may have been renamed or deleted since it was announced). */
    async eventForNews(eventId: string): Promise<{ title: string } | undefined> {
      const { rows } = await db.execute<{ title: string }>(
        sql`select title from events where id = ${eventId}`,
      );
      return rows[0];
    },

    /** A comment's text, for the item's preview line. */
    async commentText(commentId: string): Promise<string | undefined> {
      const { rows } = await db.execute<{ body: string }>(
        sql`select body from post_comments where id = ${commentId}`,
      );
      return rows[0]?.body;
    },

    /** Writes one item unless it exists (same group) or its member turned the kind off in the app. */
    async deliver(item: NewInboxItem): Promise<DeliveredItem[]> {
      const { rows } = await db.execute(sql`
        insert into inbox_items
          (user_id, kind, group_key, actor_id, actor_name, title, body, url, created_at, updated_at)
        select ${item.userId}, ${item.kind}, ${item.groupKey}, ${item.actorId}, ${item.actorName},
          ${item.title}, ${item.body}, ${item.url}, ${NOW_MS}, ${NOW_MS}
        where ${wantsInApp(sql`${item.userId}`, item.kind)}
        on conflict (user_id, group_key) do nothing
        ${RETURNED}`);
      return delivered(rows);
    },

    /**
     * `deliver` for many items in one statement (items written at the same moment, batched by
     * the caller): each is written unless it exists or its member turned the kind off in the app.
     * The rows written come back (in no particular order).
     */
    async deliverMany(items: NewInboxItem[]): Promise<DeliveredItem[]> {
      if (items.length === 0) return [];
      const values = sql.join(
        items.map(
          (i) =>
            sql`(${i.userId}, ${i.kind}, ${i.groupKey}, ${i.actorId}, ${i.actorName}, ${i.title}, ${i.body}, ${i.url})`,
        ),
        sql`, `,
      );
      const { rows } = await db.execute(sql`
        insert into inbox_items
          (user_id, kind, group_key, actor_id, actor_name, title, body, url, created_at, updated_at)
        select v.user_id, v.kind, v.group_key, v.actor_id, v.actor_name, v.title, v.body, v.url,
          ${NOW_MS}, ${NOW_MS}
        from (values ${values}) v(user_id, kind, group_key, actor_id, actor_name, title, body, url)
        where ${wantsInAppByRow}
        on conflict (user_id, group_key) do nothing
        ${RETURNED}`);
      return delivered(rows);
    },

    /**
     * Every member gets the item once, in one set-based statement (a second run adds nothing).
     * Only rows written now come back, so their push and mail are not sent twice either.
     * `earlyOnly`: only those who see events early (staff, and members from
     * EARLY_EVENT_NEWS_TIER: shared/access.ts seesEventsEarly).
     */
    async deliverToEveryone(
      item: Omit<NewInboxItem, 'userId' | 'actorId' | 'actorName'>,
      { earlyOnly = false }: { earlyOnly?: boolean } = {},
    ): Promise<DeliveredItem[]> {
      const early = earlyOnly ? sql`and ${staffOrAtLeastSql(EARLY_EVENT_NEWS_TIER)}` : sql``;
      const { rows } = await db.execute(sql`
        insert into inbox_items (user_id, kind, group_key, title, body, url, created_at, updated_at)
        select p.user_id, ${item.kind}, ${item.groupKey}, ${item.title}, ${item.body}, ${item.url},
          ${NOW_MS}, ${NOW_MS}
        from profiles p
        left join notification_preferences np on np.user_id = p.user_id
        where coalesce((np.settings -> ${item.kind} ->> 'inApp')::boolean, true) ${early}
        on conflict (user_id, group_key) do nothing
        ${RETURNED}`);
      return delivered(rows);
    },

    /**
     * The post author's one likes item, written from post_likes as they are now: the latest
     * liker's name, everyone else as others_count, unread again and back at the top. Likes
     * handled at the same moment take turns (a lock per post, then a fresh count), so the last
     * one to run has counted every like before it and none is lost.
     */
    likesOnPost(postId: string, authorId: string, likerId: string): Promise<DeliveredItem[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbox:likes:${postId}`}))`);
        const { rows } = await tx.execute(sql`
          with n as (
            select count(*)::int as likes from post_likes
            where post_id = ${postId} and user_id <> ${authorId}
          ),
          actor as (
            select ${shownName('p')} as name from profiles p where p.user_id = ${likerId}
          ),
          post as (select title, body from posts where id = ${postId})
          insert into inbox_items (user_id, kind, group_key, actor_id, actor_name, others_count,
            title, body, url, created_at, updated_at)
          select ${authorId}, 'post_like', ${`likes:${postId}`}, ${likerId}, actor.name,
            n.likes - 1,
            actor.name || case n.likes - 1 when 0 then '' when 1 then ' and 1 other'
              else ' and ' || (n.likes - 1) || ' others' end || ' liked your post',
            left(coalesce(nullif(post.title, ''), post.body), 140),
            ${`/home/posts/${postId}`}, ${NOW_MS}, ${NOW_MS}
          from n, actor, post
          where n.likes > 0 and ${wantsInApp(sql`${authorId}`, 'post_like')}
          on conflict (user_id, group_key) do update set
            actor_id = excluded.actor_id, actor_name = excluded.actor_name,
            others_count = excluded.others_count, title = excluded.title, body = excluded.body,
            read_at = null, updated_at = excluded.updated_at
          ${RETURNED}`);
        return delivered(rows);
      });
    },
  };
}
export type InboxRepository = ReturnType<typeof inboxRepository>;
