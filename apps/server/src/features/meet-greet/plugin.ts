import type { FastifyPluginAsync } from 'fastify';
import type { InboxDeliverJob } from '../../lib/inbox-delivery';
import { INBOX_DELIVER_JOB } from '../../lib/inbox-delivery';
import { passCodes } from './pass-code';
import { meetGreetRepository } from './repository';
import { meetGreetRoutes } from './routes';
import { meetGreetService } from './service';
import type { MeetGreetDeps } from './service';
import { meetGreetStaffService } from './staff-service';
import { resultItems } from './views';

/** The draw at an entry window's close (a durable job; drawing twice is impossible, see repository.ts). */
export const MEET_GREET_DRAW_JOB = 'meet-greet.draw';
interface DrawJob {
  eventId: string;
}

/** Meet & greet (issue 30, VIP perk): its rules, routes and the durable draw. */
export const meetGreetPlugin: FastifyPluginAsync = async (app) => {
  const repo = meetGreetRepository(app.db);
  const deps: MeetGreetDeps = {
    repo,
    codes: passCodes(app.appSecret, () => new Date()),
    // One job per close time: moving the close queues a new one; the old one finds nothing due.
    scheduleDraw: (eventId, at, again = false) =>
      app.jobs.send<DrawJob>(
        MEET_GREET_DRAW_JOB,
        { eventId },
        {
          startAfterSeconds:
            Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000)) + (again ? 1 : 0),
          singletonKey: `meet-greet-draw:${eventId}:${at.getTime()}${again ? ':again' : ''}`,
        },
      ),
    notify: async (eventId) => {
      const event = await repo.event(eventId);
      if (!event) return;
      const items = resultItems(eventId, event.title, await repo.results(eventId));
      if (items.length > 0) await app.jobs.send<InboxDeliverJob>(INBOX_DELIVER_JOB, { items });
    },
  };
  const service = meetGreetService(deps);
  const staff = meetGreetStaffService(deps);
  await app.register(meetGreetRoutes, { service, staff });
  void app.jobs.work<DrawJob>(MEET_GREET_DRAW_JOB, ({ eventId }) => staff.draw(eventId));
};
