import type { Locale } from '@fanclub/shared/i18n/locales';
import type { InboxItem, InboxResponse } from '@fanclub/shared/schemas/community';
import { INBOX_KINDS, INBOX_PAGE_SIZE } from '@fanclub/shared/schemas/community';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import { HttpError } from '../../plugins/errors';
import type { InboxRepository } from './inbox-repository';
import type { ItemsInLanguage } from './item-language';

type Row = Awaited<ReturnType<InboxRepository['page']>>[number];

const NOT_YOURS = 'That inbox item was not found.';
// A kind written by a newer server and unknown to this one is left out rather than failing the page.
const knownKind = (kind: string): kind is InboxItem['kind'] =>
  (INBOX_KINDS as readonly string[]).includes(kind);

function itemView(row: Row & { kind: InboxItem['kind'] }): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    actorName: row.actorName,
    othersCount: row.othersCount,
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A member's own inbox: the list (keyset pages, newest first, in the reader's language as the
 * pushes and mails say it), the unread count and read state.
 */
export function inboxService(repo: InboxRepository, inLanguage: ItemsInLanguage) {
  return {
    async page(userId: string, cursor: string | undefined, locale: Locale): Promise<InboxResponse> {
      // A cursor that is not ours (its id included) is a 400 there, not a 500 here.
      const after = decodeCursor(cursor);
      const [rows, unread] = await Promise.all([
        repo.page(userId, after, INBOX_PAGE_SIZE),
        repo.unreadCount(userId),
      ]);
      const items = rows
        .filter((r): r is Row & { kind: InboxItem['kind'] } => knownKind(r.kind))
        .map(itemView);
      return {
        // Stored in English (a member may switch language); each page is translated as it is read.
        items: await inLanguage(items, () => locale),
        nextCursor: nextCursor(rows, INBOX_PAGE_SIZE, (r) => ({ at: r.updatedAt, id: r.id })),
        unread,
      };
    },

    unread: (userId: string) => repo.unreadCount(userId),

    /** Only the member's own item: someone else's id reads as not found (404), never 403. */
    async markRead(userId: string, id: string): Promise<number> {
      if (!(await repo.markRead(userId, id))) throw new HttpError(404, NOT_YOURS);
      return repo.unreadCount(userId);
    },

    async markAllRead(userId: string): Promise<number> {
      await repo.markAllRead(userId);
      return repo.unreadCount(userId);
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
