import { randomUUID } from 'node:crypto';
import type {
  AdminConversationList,
  AdminConversationThread,
  AdminSupportConversation,
  ConversationList,
  ConversationThread,
  MessageFields,
  NewConversationFields,
  SupportConversation,
} from '@fanclub/shared/schemas/support';
import type { SupportStatus } from '@fanclub/shared/support-texts';
import {
  SUPPORT_ABOUT_NOT_FOUND,
  SUPPORT_ATTACHMENT_NOT_FOUND,
  SUPPORT_NOT_FOUND,
  SUPPORT_PAGE_SIZE,
} from '@fanclub/shared/support-texts';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import { HttpError } from '../../plugins/errors';
import type { DomainEvents } from '../../plugins/domain-events';
import type { Viewer } from '../../plugins/viewer';
import type { SupportAttachments } from './attachments';
import type { ConversationRow, SupportRepository } from './repository';

type Form<T> = () => Promise<{ fields: T; images: Buffer[] }>;

/** Answers are signed by the team, not by the admin who wrote them. */
export const TEAM_NAME = 'Fanclub team';

/** Priority comes from what the member pays for when they write (or a VIP role). */
const isVip = (v: Viewer) => v.subscriptionTier === 'vip' || v.role === 'vip';

function conversationView(row: ConversationRow): SupportConversation {
  return {
    id: row.id,
    subject: row.subject,
    about: row.aboutKind && row.aboutId ? { kind: row.aboutKind, id: row.aboutId } : null,
    status: row.status,
    vip: row.vip,
    createdAt: row.createdAt.toISOString(),
    waitingSince: row.waitingSince.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function supportService(deps: {
  repo: SupportRepository;
  files: SupportAttachments;
  events: Pick<DomainEvents, 'emit'>;
}) {
  const { repo, files, events } = deps;

  /** The member's own conversation; anyone else's reads as not found (404, never 403). */
  async function own(userId: string, id: string): Promise<ConversationRow> {
    const row = await repo.get(id);
    if (!row || row.userId !== userId) throw new HttpError(404, SUPPORT_NOT_FOUND);
    return row;
  }
  async function any(id: string): Promise<ConversationRow> {
    const row = await repo.get(id);
    if (!row) throw new HttpError(404, SUPPORT_NOT_FOUND);
    return row;
  }

  async function thread(row: ConversationRow, cursor: string | undefined) {
    const rows = await repo.messages(row.id, decodeCursor(cursor), SUPPORT_PAGE_SIZE);
    return {
      messages: rows.map((r) => ({
        id: r.id,
        fromTeam: r.fromTeam,
        authorName: r.fromTeam ? TEAM_NAME : r.authorName,
        body: r.body,
        attachments: r.attachments.map((a) => files.view(row.id, a)),
        createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: nextCursor(rows, SUPPORT_PAGE_SIZE, (r) => ({ at: r.at, id: r.id })),
    };
  }

  async function adminView(row: ConversationRow): Promise<AdminSupportConversation> {
    const who = await repo.member(row.userId);
    return { ...conversationView(row), memberName: who.name, memberEmail: who.email };
  }

  return {
    async create(viewer: Viewer, form: Form<NewConversationFields>): Promise<SupportConversation> {
      const { fields, images } = await form();
      if (
        fields.aboutKind &&
        fields.aboutId &&
        !(await repo.ownsAbout(viewer.userId, fields.aboutKind, fields.aboutId))
      )
        throw new HttpError(404, SUPPORT_ABOUT_NOT_FOUND);
      const id = randomUUID();
      const attachments = await files.store(id, images);
      const vip = isVip(viewer);
      const row = await repo.create(
        {
          id,
          userId: viewer.userId,
          subject: fields.subject,
          aboutKind: fields.aboutKind ?? null,
          aboutId: fields.aboutId ?? null,
          vip,
          rank: vip ? 0 : 1,
        },
        { authorId: viewer.userId, fromTeam: false, body: fields.body, attachments },
      );
      return conversationView(row);
    },

    async list(userId: string, cursor: string | undefined): Promise<ConversationList> {
      const rows = await repo.memberPage(userId, decodeCursor(cursor), SUPPORT_PAGE_SIZE);
      return {
        conversations: rows.map((r) => conversationView(r.row)),
        nextCursor: nextCursor(rows, SUPPORT_PAGE_SIZE, (r) => ({ at: r.at, id: r.row.id })),
      };
    },

    async read(userId: string, id: string, cursor?: string): Promise<ConversationThread> {
      const row = await own(userId, id);
      return { conversation: conversationView(row), ...(await thread(row, cursor)) };
    },

    /** The member writes again: the conversation waits for the team (reopened if closed). */
    async write(viewer: Viewer, id: string, form: Form<MessageFields>): Promise<void> {
      const row = await own(viewer.userId, id);
      const { fields, images } = await form();
      const attachments = await files.store(row.id, images);
      await repo.addMessage(
        row.id,
        { authorId: viewer.userId, fromTeam: false, body: fields.body, attachments },
        { status: 'open', vip: isVip(viewer) },
      );
    },

    async inbox(status: SupportStatus, cursor: string | undefined): Promise<AdminConversationList> {
      const rows = await repo.inboxPage(status, decodeCursor(cursor), SUPPORT_PAGE_SIZE);
      return {
        conversations: rows.map((r) => ({
          ...conversationView(r.row),
          memberName: r.name,
          memberEmail: r.email,
        })),
        nextCursor: nextCursor(rows, SUPPORT_PAGE_SIZE, (r) => ({ at: r.at, id: r.row.id })),
      };
    },

    async adminRead(id: string, cursor?: string): Promise<AdminConversationThread> {
      const row = await any(id);
      return { conversation: await adminView(row), ...(await thread(row, cursor)) };
    },

    /** The team answers: the member hears of it in the inbox and by mail (notifications). */
    async answer(viewer: Viewer, id: string, form: Form<MessageFields>): Promise<void> {
      const row = await any(id);
      const { fields, images } = await form();
      const attachments = await files.store(row.id, images);
      await repo.addMessage(
        row.id,
        { authorId: viewer.userId, fromTeam: true, body: fields.body, attachments },
        { status: 'answered' },
      );
      await events.emit('support.answered', {
        conversationId: row.id,
        userId: row.userId,
        subject: row.subject,
        body: fields.body,
      });
    },

    async close(id: string): Promise<void> {
      if (!(await repo.setStatus(id, 'closed'))) throw new HttpError(404, SUPPORT_NOT_FOUND);
    },

    /**
     * An attachment's bytes for its conversation's member or an admin holding a valid signed
     * link; anything else is not found, whoever asks.
     */
    async attachment(
      viewer: Viewer,
      staff: boolean,
      id: string,
      file: string,
      link: { exp: number; sig: string },
    ): Promise<Buffer> {
      const row = staff ? await any(id) : await own(viewer.userId, id);
      const key = files.keyFor(row.id, file, link.exp, link.sig);
      const data = key && (await repo.hasAttachment(row.id, key)) ? await files.read(key) : null;
      if (!data) throw new HttpError(404, SUPPORT_ATTACHMENT_NOT_FOUND);
      return data;
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
