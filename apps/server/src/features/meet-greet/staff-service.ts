import type {
  AdminMeetGreet,
  MeetGreetBody,
  PassAdmitted,
} from '@fanclub/shared/schemas/meet-greet';
import { INVALID_PASS_CODE } from '@fanclub/shared/schemas/meet-greet';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import { drawOrder, newDrawSeed } from './draw-order';
import type { MeetGreetDeps } from './service';
import { NOT_FOUND } from './service';
import { adminView } from './views';

/** What staff and the system do: set it up, read the draw, draw at the close, let passes in. */
export function meetGreetStaffService({
  repo,
  codes,
  scheduleDraw,
  notify,
  now = () => new Date(),
}: MeetGreetDeps) {
  return {
    /**
     * The draw job: at the close, once. Not due yet (the close was moved later, or the clocks
     * differ by a moment) queues itself for the close; already drawn only re-queues the results,
     * whose items are written once each, so a crash between the draw and its news loses nothing.
     */
    async draw(eventId: string): Promise<void> {
      const mg = await repo.meetGreet(eventId);
      if (!mg) return;
      if (!mg.drawnAt) {
        if (now() < mg.closesAt) return scheduleDraw(eventId, mg.closesAt, true);
        const seed = newDrawSeed();
        const event = await repo.event(eventId);
        await repo.draw(
          eventId,
          seed,
          (ids) => drawOrder(seed, ids),
          ({ places, entrants, order }) => ({
            actorId: null,
            action: 'event.meet_greet_drawn',
            targetType: 'event',
            targetId: eventId,
            details: {
              title: event?.title,
              seed,
              places,
              entrants,
              order,
              winners: order.slice(0, places),
            },
          }),
        );
      }
      await notify(eventId);
    },

    /** Door staff scan a pass: valid for its member, while they hold the place, and only once. */
    async admitPass(code: string): Promise<PassAdmitted> {
      const pass = await repo.pass(codes.entryIdOf(code));
      if (!pass || !pass.wonAt || !codes.valid(code, pass.userId))
        throw new HttpError(400, INVALID_PASS_CODE);
      if (pass.givenBackAt) throw new HttpError(409, 'This pass was given back.');
      if (pass.usedAt)
        throw new HttpError(
          409,
          `This pass was already used at ${pass.usedAt.toISOString().slice(11, 16)} UTC.`,
        );
      const admittedAt = await repo.admit(pass.id, now());
      if (!admittedAt) throw new HttpError(409, 'This pass was already used.');
      return {
        passId: pass.id,
        eventTitle: pass.eventTitle,
        memberName: pass.name,
        admittedAt: admittedAt.toISOString(),
      };
    },

    /** Admin: the settings, the entries and the draw of an event (404 for no such event). */
    async admin(eventId: string): Promise<AdminMeetGreet> {
      const event = await repo.event(eventId);
      if (!event) throw new HttpError(404, NOT_FOUND);
      return adminView(repo, event.id);
    },

    /** Admin: attach or change the meet & greet (until drawn), and queue its draw at the close. */
    async save(actor: Viewer, eventId: string, body: MeetGreetBody): Promise<AdminMeetGreet> {
      const event = await repo.event(eventId);
      if (!event) throw new HttpError(404, NOT_FOUND);
      const fields = {
        places: body.places,
        opensAt: new Date(body.opensAt),
        closesAt: new Date(body.closesAt),
        giveBackUntil: new Date(body.giveBackUntil),
      };
      if (fields.giveBackUntil > event.eventDate) {
        const message = 'The give-back deadline must be before the event starts.';
        throw new HttpError(400, message, { giveBackUntil: message });
      }
      const saved = await repo.save(event.id, fields, {
        actorId: actor.userId,
        action: 'event.meet_greet_set',
        targetType: 'event',
        targetId: event.id,
        details: { title: event.title, ...body },
      });
      if (!saved)
        throw new HttpError(409, 'The meet & greet was already drawn, so it can no longer change.');
      await scheduleDraw(event.id, fields.closesAt);
      return adminView(repo, event.id);
    },
  };
}
export type MeetGreetStaffService = ReturnType<typeof meetGreetStaffService>;
