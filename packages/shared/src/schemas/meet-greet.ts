// Meet & greet (issue 30, VIP perk): places drawn at random among the VIP members who entered
// during the window; winners get a pass (its own QR code) beside their tickets.
import { z } from 'zod';
import { Timestamp } from './common';

export const MEET_GREET_PLACES_MAX = 500;

/** A pass code as the QR carries it: `mg.<entry uuid>.<expiry seconds>.<HMAC, base64url>`. */
export const MEET_GREET_CODE_PATTERN = /^mg\.[0-9a-f-]{36}\.\d{1,12}\.[A-Za-z0-9_-]{20,100}$/i;
export const INVALID_PASS_CODE = 'This is not a valid meet & greet pass.';

/** What winners and the others are told (inbox item, push, mail). */
export const meetGreetWonTitle = (eventTitle: string) =>
  `You won a meet & greet place for ${eventTitle}`;
export const meetGreetNotPickedTitle = (eventTitle: string) =>
  `The meet & greet for ${eventTitle} was drawn. You weren't picked this time — thank you for entering.`;

const When = z.iso.datetime({ offset: true, error: 'Please choose a date and time.' });

/** PUT /api/admin/events/:id/meet-greet: attach or change it (until it is drawn). */
export const MeetGreetBody = z
  .object({
    places: z
      .number({ error: 'Please enter the number of places.' })
      .int('The number of places must be a whole number.')
      .min(1, 'A meet & greet needs at least 1 place.')
      .max(
        MEET_GREET_PLACES_MAX,
        `A meet & greet can have at most ${MEET_GREET_PLACES_MAX} places.`,
      ),
    opensAt: When,
    closesAt: When,
    giveBackUntil: When,
  })
  .refine((b) => Date.parse(b.closesAt) > Date.parse(b.opensAt), {
    path: ['closesAt'],
    message: 'Entries must close after they open.',
  })
  .refine((b) => Date.parse(b.giveBackUntil) >= Date.parse(b.closesAt), {
    path: ['giveBackUntil'],
    message: 'The give-back deadline cannot be before entries close.',
  });
export type MeetGreetBody = z.infer<typeof MeetGreetBody>;

export const MeetGreetSettings = z.object({
  places: z.number().int(),
  opensAt: Timestamp,
  closesAt: Timestamp,
  giveBackUntil: Timestamp,
  drawn: z.boolean(),
});
export type MeetGreetSettings = z.infer<typeof MeetGreetSettings>;

/** Where the viewer stands: not entered, entered (before the draw), or the draw's answer for them. */
export const MEET_GREET_STATUSES = ['none', 'entered', 'won', 'not_picked', 'given_back'] as const;
export type MeetGreetStatus = (typeof MEET_GREET_STATUSES)[number];

/** GET /api/events/:id/meet-greet: what it is, and the viewer's part in it. */
export const MeetGreetState = z.object({
  meetGreet: MeetGreetSettings.nullable(),
  /** VIP members only, never staff (who run it). */
  eligible: z.boolean(),
  status: z.enum(MEET_GREET_STATUSES),
  canGiveBack: z.boolean(),
});
export type MeetGreetState = z.infer<typeof MeetGreetState>;

/** One winner's pass on /tickets; `code` is null once it was used or the show is over. */
export const MeetGreetPass = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: Timestamp,
  timeZone: z.string(),
  venue: z.string(),
  location: z.string(),
  giveBackUntil: Timestamp,
  canGiveBack: z.boolean(),
  used: z.boolean(),
  code: z.string().nullable(),
});
export type MeetGreetPass = z.infer<typeof MeetGreetPass>;

export const DRAW_PLACES = ['won', 'waiting', 'given_back'] as const;

/** GET /api/admin/events/:id/meet-greet: the settings, how many entered, and the draw. */
export const AdminMeetGreet = z.object({
  meetGreet: MeetGreetSettings.nullable(),
  entries: z.number().int(),
  draw: z
    .object({
      drawnAt: Timestamp,
      seed: z.string(),
      order: z.array(
        z.object({
          rank: z.number().int(),
          name: z.string(),
          outcome: z.enum(DRAW_PLACES),
          used: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type AdminMeetGreet = z.infer<typeof AdminMeetGreet>;

/** POST /api/meet-greet/passes/verify: door staff scan a pass; a valid one is let in once. */
export const VerifyPassBody = z.object({
  code: z.string().trim().max(200).regex(MEET_GREET_CODE_PATTERN, INVALID_PASS_CODE),
});
export type VerifyPassBody = z.infer<typeof VerifyPassBody>;

export const PassAdmitted = z.object({
  passId: z.string(),
  eventTitle: z.string(),
  memberName: z.string(),
  admittedAt: Timestamp,
});
export type PassAdmitted = z.infer<typeof PassAdmitted>;
