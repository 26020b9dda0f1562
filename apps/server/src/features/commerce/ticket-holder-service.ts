import { requiredTierForEvent } from '@fanclub/shared/access';
import { meetsTier } from '@fanclub/shared/roles';
import type { TicketAdmitted, TicketTransferred } from '@fanclub/shared/schemas/tickets';
import { INVALID_TICKET_CODE } from '@fanclub/shared/schemas/tickets';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { TicketCodes } from '../../lib/ticket-code';
import type { TicketHolderRepository } from './ticket-holder-repository';

export const NO_MEMBER_WITH_EMAIL =
  'No member uses that e-mail address. Ask them to join the fan club first, then try again.';

export interface TicketHolderDeps {
  repo: TicketHolderRepository;
  codes: TicketCodes;
  /** The new holder hears of it (inbox item, and its push/mail by their settings); plugin.ts emits it. */
  transferred: (e: { ticketId: string; userId: string; eventTitle: string }) => void;
  now?: () => Date;
}

/** After the sale: handing a ticket to another member, and letting it in at the door once. */
export function ticketHolderService({
  repo,
  codes,
  transferred,
  now = () => new Date(),
}: TicketHolderDeps) {
  return {
    /**
     * Only the holder may transfer (anyone else is told the ticket does not exist, so ticket ids
     * reveal nothing), and only a paid ticket for a show that is not over and was not let in.
     * The new holder's codes are signed for them: every code shown before stops working.
     */
    async transfer(viewer: Viewer, ticketId: string, email: string): Promise<TicketTransferred> {
      const ticket = await repo.ticket(ticketId);
      if (!ticket || ticket.userId !== viewer.userId) throw new HttpError(404, 'Ticket not found');
      if (ticket.status !== 'paid')
        throw new HttpError(409, 'Only a paid ticket can be transferred.');
      if (ticket.usedAt)
        throw new HttpError(409, 'This ticket was already used at the door, so it stays yours.');
      if ((ticket.endDate ?? ticket.eventDate) <= now())
        throw new HttpError(409, 'This show is over, so the ticket stays yours.');
      const to = await repo.memberByEmail(email);
      // Said plainly, not hidden: the ticket staying in the holder's list would tell them anyway
      // (rate limited per member, see plugins/rate-limits.ts `ticketTransfer`).
      if (!to) throw new HttpError(404, NO_MEMBER_WITH_EMAIL, { email: NO_MEMBER_WITH_EMAIL });
      if (to.userId === viewer.userId) {
        const mine = 'This ticket is already yours.';
        throw new HttpError(400, mine, { email: mine });
      }
      if (!meetsTier(to, requiredTierForEvent(ticket.isVipOnly))) {
        const vip = 'This event is for VIP members, so the ticket can only go to a VIP member.';
        throw new HttpError(409, vip, { email: vip });
      }
      if (!(await repo.transfer(ticket.id, viewer.userId, to.userId)))
        throw new HttpError(409, 'This ticket changed meanwhile. Reload your tickets.');
      transferred({ ticketId: ticket.id, userId: to.userId, eventTitle: ticket.eventTitle });
      return { message: `Your ticket for ${ticket.eventTitle} now belongs to ${to.email}.` };
    },

    /** Door staff scan a code: valid for the current holder only, and only once. */
    async admit(code: string): Promise<TicketAdmitted> {
      const ticket = await repo.ticket(codes.ticketIdOf(code));
      if (!ticket || !codes.valid(code, ticket.userId))
        throw new HttpError(400, INVALID_TICKET_CODE);
      if (ticket.status !== 'paid') throw new HttpError(409, 'This ticket was refunded.');
      if (ticket.usedAt)
        throw new HttpError(
          409,
          `This ticket was already used at ${ticket.usedAt.toISOString().slice(11, 16)} UTC.`,
        );
      const admittedAt = await repo.admit(ticket.id, ticket.userId, now());
      if (!admittedAt) throw new HttpError(409, 'This ticket was already used.');
      return {
        ticketId: ticket.id,
        eventTitle: ticket.eventTitle,
        admittedAt: admittedAt.toISOString(),
      };
    },
  };
}
export type TicketHolderService = ReturnType<typeof ticketHolderService>;
