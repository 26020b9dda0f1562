// Bodies of the Admin & Artist Tools forms (spec section 5). The server validates with these; the
// web form shows the same messages, so both reject exactly the same input.
import { z } from 'zod';
import { CONTENT_VISIBILITIES, EARLY_EVENT_NEWS_HOURS, TICKETS_PER_MEMBER_MAX } from '../limits';
import { ROLES, TIERS } from '../roles';
import { MemberFilters } from './members';

export const TICKETS_PER_MEMBER_MESSAGE = `Enter a whole number of tickets per member, from 1 to ${TICKETS_PER_MEMBER_MAX}.`;

export const CreateEventBody = z.object({
  title: z.string().trim().min(1, 'Please enter an event title.'),
  eventDate: z.iso.datetime({
    offset: true,
    error: 'Please choose a date and time for the event.',
  }),
  /** The venue's name, e.g. 'The Wiltern'; empty on create means the location says it all. */
  venue: z.string().trim().max(120, 'Please keep the venue name to 120 characters.').optional(),
  /** City or street address, e.g. 'Los Angeles, CA'. */
  location: z
    .string()
    .trim()
    .max(200, 'Please keep the city or address to 200 characters.')
    .optional(),
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Please choose a valid time zone.')
    .optional(),
  description: z.string().trim().max(5000).optional(),
  isVipOnly: z.boolean().optional(),
  ticketPriceCents: z.number().int().min(0).max(1_000_000).optional(),
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** The most tickets one member may buy across their orders (fair ticket sales); null: no cap. */
  ticketsPerMember: z
    .number()
    .int()
    .min(1, TICKETS_PER_MEMBER_MESSAGE)
    .max(TICKETS_PER_MEMBER_MAX, TICKETS_PER_MEMBER_MESSAGE)
    .nullable()
    .optional(),
  onSaleAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Early event news (issue 30): for how many hours from now only Fan+ and VIP members see the
   * event and hear of it. The admin form offers DEFAULT_EARLY_EVENT_NEWS_HOURS first; a caller
   * that leaves it out announces to everyone at once.
   */
  membersFirstHours: z
    .number()
    .int()
    .refine(
      (h) => (EARLY_EVENT_NEWS_HOURS as readonly number[]).includes(h),
      'Please choose how long members hear first.',
    )
    .optional(),
});
export type CreateEventBody = z.infer<typeof CreateEventBody>;

/** An edit changes the event, not when it was announced: its public time stays as it was. */
export const UpdateEventBody = CreateEventBody.omit({ membersFirstHours: true }).partial();
export type UpdateEventBody = z.infer<typeof UpdateEventBody>;

export const CreateContentBody = z.object({
  title: z.string().trim().min(1, 'Please enter a title.'),
  body: z.string().trim().min(1, 'Please write something to post.'),
  visibility: z.enum(CONTENT_VISIBILITIES).default('free'),
});
export type CreateContentBody = z.infer<typeof CreateContentBody>;
export type CreateContentInput = z.input<typeof CreateContentBody>;

export const UpdateContentBody = z.object({
  title: CreateContentBody.shape.title.optional(),
  body: CreateContentBody.shape.body.optional(),
  visibility: z.enum(CONTENT_VISIBILITIES).optional(),
});
export type UpdateContentBody = z.infer<typeof UpdateContentBody>;

/**
 * A page of the member list ends at a member number (unique, given in joining order) and the next
 * starts after it: keyset paging, so a deep page costs what the first does (ADR 037).
 */
export const MembersQuery = MemberFilters.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'That is not a page cursor.')
    .optional(),
});

/** A page of members, newest first; `nextCursor` is null on the last page. */
export function membersPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    nextCursor: z.string().nullable(),
  });
}

export const Member = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  tier: z.enum(TIERS),
  createdAt: z.string(),
});
export type Member = z.infer<typeof Member>;

/** Admin changes to a member: a role, or a complimentary tier (free removes it). */
export const UpdateMemberBody = z
  .object({
    role: z.enum(ROLES).optional(),
    tier: z.enum(TIERS).optional(),
    /** With a paid tier: the comp ends after this many months (issue 33); left out, it has no end. */
    months: z
      .number()
      .int()
      .min(1, 'Choose from 1 to 36 months.')
      .max(36, 'Choose from 1 to 36 months.')
      .optional(),
  })
  .strict()
  .refine((b) => b.role !== undefined || b.tier !== undefined, 'Choose a role or a tier to change.')
  .refine(
    (b) => b.months === undefined || (b.tier !== undefined && b.tier !== 'free'),
    'Months go with a paid tier.',
  );

export const AuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The member the entry is about, when that account still exists. */
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
