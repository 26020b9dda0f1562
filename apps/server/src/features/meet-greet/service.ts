import { canSeeEvent } from '@fanclub/shared/access';
import { hasAnyRole, meetsTier, STAFF_ROLES } from '@fanclub/shared/roles';
import type {
  MeetGreetPass,
  MeetGreetState,
  MeetGreetStatus,
} from '@fanclub/shared/schemas/meet-greet';
import { HttpError } from '../../plugins/errors';
import { eventMoment } from '../../lib/i18n/moments';
import type { Viewer } from '../../plugins/viewer';
import type { PassCodes } from './pass-code';
import type { MeetGreetRepository } from './repository';
import { settingsView } from './views';

export const NOT_FOUND = 'Event not found';
const NONE = 'This event has no meet & greet.';

export interface MeetGreetDeps {
  repo: MeetGreetRepository;
  codes: PassCodes;
  /** Queues the draw at the entry window's close (plugin.ts: a durable job). */
  scheduleDraw: (eventId: string, at: Date, again?: boolean) => Promise<void>;
  /** Queues the results' inbox items (durable, written once each). */
  notify: (eventId: string) => Promise<void>;
  now?: () => Date;
}

/** VIP members may enter; staff run the meet & greet and never enter it. */
const eligible = (viewer: Viewer | null): viewer is Viewer =>
  viewer !== null && !hasAnyRole(viewer.role, STAFF_ROLES) && meetsTier(viewer, 'vip');

/** The rules of the meet & greet for members: entering, the answer, passes, giving a place back. */
export function meetGreetService({ repo, codes, notify, now = () => new Date() }: MeetGreetDeps) {
  async function visibleEvent(viewer: Viewer | null, key: string) {
    const event = await repo.event(key);
    // Before its public time the event does not exist for those who may not see it yet.
    if (!event || !canSeeEvent(viewer, event.publicAt, now())) throw new HttpError(404, NOT_FOUND);
    return event;
  }

  async function stateOf(viewer: Viewer | null, eventId: string): Promise<MeetGreetState> {
    const mg = await repo.meetGreet(eventId);
    const entry = viewer && mg ? await repo.entryOf(eventId, viewer.userId) : undefined;
    let status: MeetGreetStatus = 'none';
    if (entry) {
      if (!mg?.drawnAt) status = 'entered';
      else if (entry.givenBackAt) status = 'given_back';
      else if (entry.wonAt) status = 'won';
      else status = 'not_picked';
    }
    return {
      meetGreet: mg ? settingsView(mg) : null,
      eligible: eligible(viewer),
      status,
      canGiveBack: status === 'won' && !entry?.usedAt && !!mg && now() < mg.giveBackUntil,
    };
  }

  return {
    async state(viewer: Viewer | null, eventKey: string): Promise<MeetGreetState> {
      const event = await visibleEvent(viewer, eventKey);
      return stateOf(viewer, event.id);
    },

    /** Once per VIP member, inside the window, before the draw; the statement re-checks all of it. */
    async enter(viewer: Viewer, eventKey: string): Promise<MeetGreetState> {
      const event = await visibleEvent(viewer, eventKey);
      const mg = await repo.meetGreet(event.id);
      if (!mg) throw new HttpError(404, NONE);
      if (hasAnyRole(viewer.role, STAFF_ROLES))
        throw new HttpError(403, 'Staff run the meet & greet, so they cannot enter it.');
      if (!meetsTier(viewer, 'vip'))
        throw new HttpError(403, 'The meet & greet is for VIP members. Upgrade to VIP to enter.');
      const at = now();
      if (at < mg.opensAt)
        // English says 'UTC' in its sentence; the other languages' dates name the zone.
        throw HttpError.text(409, 'mgEntriesOpen', { date: eventMoment(mg.opensAt, 'UTC') });
      if (mg.drawnAt || at >= mg.closesAt)
        throw new HttpError(409, 'Entries for this meet & greet are closed.');
      if (!(await repo.enter(event.id, viewer.userId))) {
        if (await repo.entryOf(event.id, viewer.userId))
          throw new HttpError(409, 'You have already entered this meet & greet.');
        throw new HttpError(409, 'Entries for this meet & greet are closed.');
      }
      return stateOf(viewer, event.id);
    },

    /** Before the deadline a winner hands their place on to the next in the draw's order. */
    async giveBack(viewer: Viewer, eventKey: string): Promise<MeetGreetState> {
      const event = await visibleEvent(viewer, eventKey);
      const mg = await repo.meetGreet(event.id);
      if (!mg) throw new HttpError(404, NONE);
      if (now() >= mg.giveBackUntil)
        throw new HttpError(409, 'The deadline to give your place back has passed.');
      const done = await repo.giveBack(event.id, viewer.userId, (next) => ({
        actorId: viewer.userId,
        action: 'event.meet_greet_place_given_back',
        targetType: 'event',
        targetId: event.id,
        details: { title: event.title, from: viewer.userId, to: next },
      }));
      if (!done) throw new HttpError(409, 'You have no unused meet & greet place to give back.');
      if (done.nextUserId) await notify(event.id);
      return stateOf(viewer, event.id);
    },

    async passes(viewer: Viewer): Promise<MeetGreetPass[]> {
      const rows = await repo.passesOf(viewer.userId);
      const at = now();
      return rows.map((r) => {
        const ends = r.endDate ?? r.eventDate;
        const over = ends <= at;
        return {
          id: r.id,
          eventId: r.eventId,
          eventTitle: r.eventTitle,
          eventDate: r.eventDate.toISOString(),
          timeZone: r.timeZone,
          venue: r.venue,
          location: r.location,
          giveBackUntil: r.giveBackUntil.toISOString(),
          canGiveBack: !r.usedAt && at < r.giveBackUntil,
          used: r.usedAt !== null,
          // A used pass shows no code: it would only be refused at the door.
          code: over || r.usedAt ? null : codes.mint(r.id, viewer.userId, ends),
        };
      });
    },
  };
}
export type MeetGreetService = ReturnType<typeof meetGreetService>;
