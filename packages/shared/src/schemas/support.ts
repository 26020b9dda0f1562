// Priority support conversations (issue 30): member and admin views, and what a message carries.
import { z } from 'zod';
import {
  SUPPORT_ABOUT_KINDS,
  SUPPORT_BODY_MAX,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX,
} from '../support-texts';

const text = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `That is too long (at most ${max} characters).`)
    .refine(
      (s) => !/[\u202a-\u202e\u2066-\u2069]/.test(s),
      'Text cannot contain direction-changing control characters.',
    );

export const SupportSubject = text(SUPPORT_SUBJECT_MAX, 'Please add a subject.');
export const SupportBody = text(SUPPORT_BODY_MAX, 'Please write a message.');

/** A new conversation's fields (multipart text fields, or JSON without images). */
export const NewConversationFields = z
  .object({
    subject: SupportSubject,
    body: SupportBody,
    aboutKind: z
      .enum(SUPPORT_ABOUT_KINDS, { error: 'That is not something to write about.' })
      .optional(),
    aboutId: z.uuid('That is not an order, ticket or payment id.').optional(),
  })
  .refine((f) => (f.aboutKind === undefined) === (f.aboutId === undefined), {
    message: 'Say both what the message is about and which one.',
    path: ['aboutId'],
  });
export type NewConversationFields = z.infer<typeof NewConversationFields>;

/** A message's fields (multipart text field, or JSON without images). */
export const MessageFields = z.object({ body: SupportBody });
export type MessageFields = z.infer<typeof MessageFields>;

export const SupportAttachment = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type SupportAttachment = z.infer<typeof SupportAttachment>;

export const SupportMessage = z.object({
  id: z.string(),
  fromTeam: z.boolean(),
  /** The member's display name, or "Fanclub team" for answers (staff names are not shown). */
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(SupportAttachment),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportConversation = z.object({
  id: z.string(),
  subject: z.string(),
  about: z.object({ kind: z.enum(SUPPORT_ABOUT_KINDS), id: z.string() }).nullable(),
  status: z.enum(SUPPORT_STATUSES),
  vip: z.boolean(),
  createdAt: z.string(),
  /** When the member's oldest unanswered message was written ("time waited"). */
  waitingSince: z.string(),
  updatedAt: z.string(),
});
export type SupportConversation = z.infer<typeof SupportConversation>;

/** What staff see of a conversation: the member too (admin only: it is their personal data). */
export const AdminSupportConversation = SupportConversation.extend({
  memberName: z.string(),
  memberEmail: z.string(),
});
export type AdminSupportConversation = z.infer<typeof AdminSupportConversation>;

export const ConversationList = z.object({
  conversations: z.array(SupportConversation),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof ConversationList>;

export const AdminConversationList = z.object({
  conversations: z.array(AdminSupportConversation),
  nextCursor: z.string().nullable(),
});
export type AdminConversationList = z.infer<typeof AdminConversationList>;

export const ConversationThread = z.object({
  conversation: SupportConversation,
  messages: z.array(SupportMessage),
  nextCursor: z.string().nullable(),
});
export type ConversationThread = z.infer<typeof ConversationThread>;

export const AdminConversationThread = ConversationThread.extend({
  conversation: AdminSupportConversation,
});
export type AdminConversationThread = z.infer<typeof AdminConversationThread>;

export const AdminInboxQuery = z.object({
  status: z
    .enum(SUPPORT_STATUSES, { error: 'The status is open, answered or closed.' })
    .default('open'),
  cursor: z.string().max(200, 'That is not a page cursor.').optional(),
});
