import { sql } from 'drizzle-orm';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';

export interface DigestLine {
  kind: InboxKind;
  title: string;
  body: string;
  url: string;
}

/** A member gets at most one digest in this long (the sweep runs hourly, so "daily" has slack). */
const DIGEST_EVERY = sql`interval '20 hours'`;
// Items older than this are not news any more, even for a member who never had a digest.
const FIRST_DIGEST_LOOKBACK = sql`interval '1 day'`;
const DUE_PER_SWEEP = 5_000;
const LINES_MAX = 50;

export function digestRepository(db: Db) {
  return {
    /**
     * Members with unread items since their last digest, whose last digest is a day old, and whose
     * Profile switches (Notifications, E-mails) are on; which kinds go by mail is the job's call.
     */
    async dueMembers(): Promise<string[]> {
      const { rows } = await db.execute(sql`
        select p.user_id from profiles p
        left join notification_digests d on d.user_id = p.user_id
        where (d.sent_at is null or d.sent_at < now() - ${DIGEST_EVERY})
          and coalesce((p.preferences ->> 'notifications')::boolean, true)
          and coalesce((p.preferences ->> 'emails')::boolean, true)
          and exists (select 1 from inbox_items i
            where i.user_id = p.user_id and i.read_at is null
              and i.updated_at > coalesce(d.sent_at, now() - ${FIRST_DIGEST_LOOKBACK}))
        limit ${DUE_PER_SWEEP}`);
      return (rows as { user_id: string }[]).map((r) => r.user_id);
    },
    /** Unread items since the member's last digest, newest first. */
    async unreadSinceLast(userId: string): Promise<DigestLine[]> {
      const { rows } = await db.execute(sql`
        select i.kind, i.title, i.body, i.url from inbox_items i
        left join notification_digests d on d.user_id = i.user_id
        where i.user_id = ${userId} and i.read_at is null
          and i.updated_at > coalesce(d.sent_at, now() - ${FIRST_DIGEST_LOOKBACK})
        order by i.updated_at desc, i.id desc
        limit ${LINES_MAX}`);
      return rows as unknown as DigestLine[];
    },
    /** Also called when there was nothing to send, so the sweep does not ask again for a day. */
    async markSent(userId: string): Promise<void> {
      await db.execute(sql`
        insert into notification_digests (user_id, sent_at) values (${userId}, now())
        on conflict (user_id) do update set sent_at = excluded.sent_at`);
    },
  };
}
