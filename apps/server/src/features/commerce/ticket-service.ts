import { canSeeEvent, requiredTierForEvent, ticketSalesOpenAt } from '@fanclub/shared/access';
import { isUpcoming } from '@fanclub/shared/format';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { meetsTier } from '@fanclub/shared/roles';
import type {
  MemberTicket,
  TicketOrderBody,
  TicketsBought,
} from '@fanclub/shared/schemas/commerce';
import { HttpError } from '../../plugins/errors';
import type { MailMessage } from '../../plugins/mail';
import type { Viewer } from '../../plugins/viewer';
import { eventMoment } from '../../lib/i18n/moments';
import { ticketCodes } from '../../lib/ticket-code';
import { ticketConfirmation } from './mail';
import type { MailNames } from './mail-names';
import type { CheckoutStrategy } from './payments';
import type { NewOrder, NewOrderItem } from './repository';
import type { IdempotentCheckout } from './idempotency';
import { requestHash } from './idempotency';
import type { SeatsNow, TicketRepository } from './ticket-repository';
import type { PresaleService } from './presale-service';
import { presaleRefused } from './presale-service';

function notEnoughSeats(left: number) {
  if (left <= 0) return new HttpError(409, 'Sorry, this event is sold out.');
  return new HttpError(
    409,
    left === 1 ? 'Sorry, only 1 ticket is left.' : `Sorry, only ${left} tickets are left.`,
  );
}

/** Fair ticket sales (issue 30): one member's cap for an event, across all their orders. */
function overMemberCap(cap: number, bought: number) {
  const left = cap - bought;
  // Whole catalogue texts, so each language counts its own tickets (ADR 043).
  return left <= 0
    ? HttpError.text(409, 'ticketCapReached', { cap })
    : HttpError.text(409, 'ticketCapLeft', { cap, left });
}

export interface TicketDeps {
  repo: TicketRepository;
  /** VIP presale codes: needed in the early window once the team has issued them. */
  presale: PresaleService;
  payments: CheckoutStrategy;
  once: IdempotentCheckout;
  mail: (message: MailMessage) => Promise<void>;
  /** The event's title in the buyer's language for their mail. */
  names: MailNames;
  secret: string;
  /** Paid tickets are in the member's app now (the inbox says so); plugin.ts emits the event. */
  ticketsReady?: (orderId: string, userId: string | null, eventTitle: string) => void;
  now?: () => Date;
}

/** Event tickets: who may buy when (VIP-only events, the VIP early window), capacity, and door codes. */
export function ticketService({
  repo,
  presale,
  payments,
  once,
  mail,
  names,
  secret,
  ticketsReady = () => {},
  now = () => new Date(),
}: TicketDeps) {
  const codes = ticketCodes(secret, now);

  async function sell(
    viewer: Viewer,
    eventKey: string,
    body: TicketOrderBody,
    locale: Locale,
    idempotencyKey: string | null,
    idempotencyHash: string,
  ): Promise<TicketsBought> {
    const event = await repo.event(eventKey);
    const at = now();
    // Before its public time an event does not exist for those who may not see it yet.
    if (!event || !canSeeEvent(viewer, event.publicAt, at))
      throw new HttpError(404, 'Event not found');
    if (!isUpcoming(event.eventDate, at))
      throw new HttpError(409, 'This event has already happened.');
    if (!meetsTier(viewer, requiredTierForEvent(event.isVipOnly))) {
      throw new HttpError(403, 'This event is for VIP members. Upgrade to VIP to get tickets.');
    }
    const opensAt = ticketSalesOpenAt(viewer, event.onSaleAt);
    if (opensAt && at < opensAt)
      throw HttpError.text(403, 'ticketsOnSaleAt', {
        date: eventMoment(opensAt, event.timeZone),
      });

    const presaleClaim = await presale.claim(event, viewer, body.presaleCode, at);

    const { quantity } = body;
    const checkSeats = ({ capacity, cap, sold, bought, presale: refusal }: SeatsNow) => {
      if (refusal) throw presaleRefused(refusal);
      if (cap !== null && bought + quantity > cap) throw overMemberCap(cap, bought);
      if (capacity !== null && sold + quantity > capacity) throw notEnoughSeats(capacity - sold);
    };
    // A cheap look first, so nobody is charged for seats that are plainly gone; the sale re-checks under a lock.
    const cap = event.ticketsPerMember;
    checkSeats({
      capacity: event.capacity,
      cap,
      sold: await repo.ticketsSold(event.id),
      bought: cap === null ? 0 : await repo.boughtBy(event.id, viewer.userId),
      presale: null,
    });
    const totalCents = event.ticketPriceCents * quantity;
    const order: NewOrder = {
      userId: viewer.userId,
      email: body.email,
      subtotalCents: totalCents,
      discountCents: 0,
      totalCents,
      shipping: null,
      idempotencyKey,
      idempotencyHash: idempotencyKey ? idempotencyHash : null,
      locale,
    };
    const name = `${event.title} ticket`;
    const item: NewOrderItem = {
      kind: 'ticket',
      eventId: event.id,
      name,
      colour: null,
      size: null,
      unitPriceCents: event.ticketPriceCents,
      quantity,
    };

    // Paid at once, or held by a pending ticket until the provider's page is paid or expires.
    const sold = await payments.sell({
      payment: body,
      buyerId: viewer.userId,
      totalCents,
      description: `${event.title} tickets`,
      page: {
        lines: [{ name, unitAmountCents: event.ticketPriceCents, quantity }],
        cancelPath: `/event/${encodeURIComponent(event.slug ?? event.id)}`,
      },
      write: (settlement) =>
        repo.sellTickets(event.id, checkSeats, {
          userId: viewer.userId,
          quantity,
          order,
          item,
          settlement,
          presale: presaleClaim,
        }),
      paidNow: async (orderId) => {
        const named = await names.event(locale, event);
        await mail(
          ticketConfirmation(body.email, orderId, { ...named, quantity, totalCents }, locale),
        );
        ticketsReady(orderId, viewer.userId, event.title);
      },
    });
    return { ...sold, quantity };
  }

  return {
    /**
     * `locale`: the buyer's language, kept on the order for its mails; `idempotencyKey`: the same
     * key again returns the first purchase's answer (idempotency.ts).
     */
    buy(
      viewer: Viewer,
      eventKey: string,
      body: TicketOrderBody,
      locale: Locale,
      idempotencyKey?: string,
    ): Promise<TicketsBought> {
      const hash = requestHash(`tickets:${eventKey}`, body);
      return once(
        idempotencyKey,
        { viewer, email: body.email },
        hash,
        () => sell(viewer, eventKey, body, locale, idempotencyKey ?? null, hash),
        async (prior) => {
          const ticketIds = await repo.ticketsOfOrder(prior.orderId);
          return { ...prior, ticketId: ticketIds[0] ?? '', ticketIds, quantity: ticketIds.length };
        },
      );
    },

    async memberTickets(viewer: Viewer): Promise<MemberTicket[]> {
      const rows = await repo.memberTickets(viewer.userId);
      const now = Date.now();
      return rows.map(({ ticket, event }) => {
        const ends = event.endDate ?? event.eventDate;
        const past = ends.getTime() <= now;
        return {
          id: ticket.id,
          eventId: event.id,
          eventTitle: event.title,
          eventDate: event.eventDate.toISOString(),
          endDate: event.endDate?.toISOString() ?? null,
          timeZone: event.timeZone,
          venue: event.venue,
          location: event.location,
          quantity: ticket.quantity,
          used: ticket.usedAt !== null,
          // Only paid and refunded tickets are listed (ticket-repository.ts).
          status: ticket.status === 'refunded' ? 'refunded' : 'paid',
          purchasedAt: ticket.createdAt.toISOString(),
          past,
          // A used ticket shows no code: it would only be refused at the door.
          code: past || ticket.usedAt ? null : codes.mint(ticket.id, ticket.userId, ends),
        } satisfies MemberTicket;
      });
    },
  };
}
export type TicketService = ReturnType<typeof ticketService>;
