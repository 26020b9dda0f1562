import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DeliveredItem } from './channels';

export interface DropForNews {
  name: string;
  requiredTier: string | null;
  dropsAt: Date | null;
}

/** Merch drop news: the drop as it is now, and its one inbox item per entitled member. */
export function dropNewsRepository(db: Db) {
  return {
    async drop(productId: number): Promise<DropForNews | undefined> {
      const { rows } = await db.execute<{
        name: string;
        required_tier: string | null;
        drops_at: string | Date | null;
      }>(
        sql`select name, required_tier, drops_at from products where id = ${productId} and active`,
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        name: row.name,
        requiredTier: row.required_tier,
        dropsAt: row.drops_at === null ? null : new Date(row.drops_at),
      };
    },

    /**
     * One item each, in one statement: for a tier's drop every member of that tier or above (the
     * perk is hearing of it, asked or not); for a drop open to all, those who tapped Notify me.
     * Nobody below the tier, and nobody twice (the group key); a member who turned the kind off
     * in the app gets nothing, as with other items. Only rows written now come back.
     */
    async deliver(
      productId: number,
      item: { groupKey: string; title: string; body: string; url: string },
    ): Promise<DeliveredItem[]> {
      const { rows } = await db.execute(sql`
        insert into inbox_items (user_id, kind, group_key, title, body, url, created_at, updated_at)
        select p.user_id, 'merch_drop', ${item.groupKey}, ${item.title}, ${item.body}, ${item.url},
          date_trunc('milliseconds', now()), date_trunc('milliseconds', now())
        from profiles p
        join products d on d.id = ${productId}
        left join notification_preferences np on np.user_id = p.user_id
        where coalesce((np.settings -> 'merch_drop' ->> 'inApp')::boolean, true)
          and case when d.required_tier is null
            then exists (select 1 from product_drop_watchers w
              where w.product_id = d.id and w.user_id = p.user_id)
            else p.subscription_tier >= d.required_tier end
        on conflict (user_id, group_key) do nothing
        returning user_id as "userId", kind, title, body, url`);
      return rows as unknown as DeliveredItem[];
    },
  };
}
export type DropNewsRepository = ReturnType<typeof dropNewsRepository>;
