import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SupportAboutKind, SupportStatus } from '@fanclub/shared/support-texts';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/auth';
import { orders, tickets } from '../../db/schema/commerce';
import { payments } from '../../db/schema/billing';
import type { StoredAttachment } from '../../db/schema/support';
import { supportConversations as c, supportMessages as m } from '../../db/schema/support';
import type { CursorPosition } from '../../lib/keyset-cursor';

export type ConversationRow = typeof c.$inferSelect;
export type MessageRow = typeof m.$inferSelect & { authorName: string };

const shownName = sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.name}, 'Member')`;
/** The exact (microsecond) text of a time, for cursors (see lib/keyset-cursor.ts). */
const exact = (col: typeof c.waitingSince | typeof c.updatedAt | typeof m.createdAt) =>
  sql<string>`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface NewMessage {
  authorId: string;
  fromTeam: boolean;
  body: string;
  attachments: StoredAttachment[];
}

export function supportRepository(db: Db) {
  return {
    /** Whether the order, ticket or payment is the member's own. */
    async ownsAbout(userId: string, kind: SupportAboutKind, id: string): Promise<boolean> {
      const table = { order: orders, ticket: tickets, payment: payments }[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .limit(1);
      return rows.length === 1;
    },

    /** A new conversation and its first message, in one transaction. */
    async create(
      row: Pick<
        ConversationRow,
        'id' | 'userId' | 'subject' | 'aboutKind' | 'aboutId' | 'vip' | 'rank'
      >,
      first: NewMessage,
    ): Promise<ConversationRow> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx.insert(c).values(row).returning();
        await tx.insert(m).values({ ...first, conversationId: row.id });
        return conversation!;
      });
    },

    async get(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
      return row;
    },

    async member(userId: string): Promise<{ name: string; email: string }> {
      const [row] = await db
        .select({ name: shownName, email: users.email })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? { name: 'Member', email: '' };
    },

    /**
     * Adds a message and moves the conversation on, in one transaction. A member's message makes
     * it open (waiting from now, unless it already was waiting) at their current priority; the
     * team's answer makes it answered.
     */
    async addMessage(
      conversationId: string,
      message: NewMessage,
      next: { status: SupportStatus; vip?: boolean },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(m).values({ ...message, conversationId });
        await tx
          .update(c)
          .set({
            status: next.status,
            updatedAt: sql`now()`,
            ...(next.vip === undefined
              ? {}
              : {
                  vip: next.vip,
                  rank: next.vip ? 0 : 1,
                  waitingSince: sql`case when ${c.status} = 'open' then ${c.waitingSince} else now() end`,
                }),
          })
          .where(eq(c.id, conversationId));
      });
    },

    async setStatus(id: string, status: SupportStatus): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(c.id, id))
        .returning({ id: c.id });
      return rows.length === 1;
    },

    /** A member's conversations, most recently active first. */
    async memberPage(userId: string, after: CursorPosition | null, limit: number) {
      return db
        .select({ row: c, at: exact(c.updatedAt) })
        .from(c)
        .where(
          and(
            eq(c.userId, userId),
            after
              ? sql`(${c.updatedAt}, ${c.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(c.updatedAt), desc(c.id))
        .limit(limit);
    },

    /**
     * The admin inbox for one status: VIP first, then the longest waiting. The cursor carries the
     * last row's time and id; its rank is read back from that row, so the keyset stays (rank,
     * waiting_since, id) ascending, the inbox index's order.
     */
    async inboxPage(status: SupportStatus, after: CursorPosition | null, limit: number) {
      return db
        .select({ row: c, at: exact(c.waitingSince), name: shownName, email: users.email })
        .from(c)
        .innerJoin(users, eq(users.id, c.userId))
        .leftJoin(profiles, eq(profiles.userId, c.userId))
        .where(
          and(
            eq(c.status, status),
            after
              ? sql`(${c.rank}, ${c.waitingSince}, ${c.id}) > ((select rank from support_conversations where id = ${after.id}::uuid), ${after.time}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(c.rank), asc(c.waitingSince), asc(c.id))
        .limit(limit);
    },

    /** A conversation's messages, oldest first. */
    async messages(conversationId: string, after: CursorPosition | null, limit: number) {
      return db
        .select({
          id: m.id,
          fromTeam: m.fromTeam,
          body: m.body,
          attachments: m.attachments,
          createdAt: m.createdAt,
          at: exact(m.createdAt),
          authorName: shownName,
        })
        .from(m)
        .innerJoin(c, eq(c.id, m.conversationId))
        .leftJoin(users, eq(users.id, c.userId))
        .leftJoin(profiles, eq(profiles.userId, c.userId))
        .where(
          and(
            eq(m.conversationId, conversationId),
            after
              ? sql`(${m.createdAt}, ${m.id}) > (${after.time}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(m.createdAt), asc(m.id))
        .limit(limit);
    },

    /** Whether a message of this conversation carries the attachment key. */
    async hasAttachment(conversationId: string, key: string): Promise<boolean> {
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            eq(m.conversationId, conversationId),
            sql`${m.attachments} @> ${JSON.stringify([{ key }])}::jsonb`,
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
