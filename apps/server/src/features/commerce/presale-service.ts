import { ticketSalesOpenAt } from '@fanclub/shared/access';
import type {
  AdminPresale,
  MemberCodesIssued,
  MyPresaleCode,
  SharedPresaleCode,
} from '@fanclub/shared/schemas/presale';
import {
  PRESALE_CODE_FULL,
  PRESALE_CODE_INVALID,
  PRESALE_CODE_NEEDED,
  PRESALE_CODE_USED,
  PRESALE_NEEDS_ON_SALE_TIME,
} from '@fanclub/shared/schemas/presale';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { PresaleClaim, PresaleRefusal, PresaleRepository } from './presale-repository';

/** The presale of an event that goes on sale at `onSaleAt`: the VIP early window before it. */
function presaleWindow(onSaleAt: Date) {
  return { opensAt: ticketSalesOpenAt({ subscriptionTier: 'vip' }, onSaleAt), closesAt: onSaleAt };
}

/** The answer for a code the sale's lock refused (ticket-service.ts checks the seats with it). */
export function presaleRefused(refusal: PresaleRefusal): HttpError {
  return new HttpError(409, refusal === 'used' ? PRESALE_CODE_USED : PRESALE_CODE_FULL, {
    presaleCode: refusal === 'used' ? PRESALE_CODE_USED : PRESALE_CODE_FULL,
  });
}

/** A shared code the team did not name: 8 letters and digits nobody confuses (no O/0, I/1). */
function sharedCodeText(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

type PresaleEvent = { id: string; onSaleAt: Date | null; presaleCodes: boolean };

/** VIP presale codes (issue 30): issued by the team, checked at the ticket sale, shown to members. */
export function presaleService(repo: PresaleRepository, now: () => Date = () => new Date()) {
  async function eventWithSaleTime(eventId: string) {
    const event = await repo.event(eventId);
    if (!event) throw new HttpError(404, 'Event not found');
    if (!event.onSaleAt) throw new HttpError(409, PRESALE_NEEDS_ON_SALE_TIME);
    return { ...event, onSaleAt: event.onSaleAt };
  }

  return {
    /**
     * The code a buyer must present while the event's presale needs one (before general on-sale),
     * checked for this member; undefined when no code is needed. A member's own code works only
     * for them; a code of someone else is "not valid", saying nothing about whose it is.
     */
    async claim(event: PresaleEvent, viewer: Viewer, code: string | undefined, at: Date) {
      if (!event.presaleCodes || !event.onSaleAt || at >= event.onSaleAt) return undefined;
      if (!code)
        throw new HttpError(403, PRESALE_CODE_NEEDED, { presaleCode: PRESALE_CODE_NEEDED });
      const row = await repo.code(event.id, code);
      if (!row || (row.userId !== null && row.userId !== viewer.userId))
        throw new HttpError(403, PRESALE_CODE_INVALID, { presaleCode: PRESALE_CODE_INVALID });
      return { codeId: row.id, maxUses: row.userId === null ? row.maxUses : null } as PresaleClaim;
    },

    async memberCodes(viewer: Viewer): Promise<MyPresaleCode[]> {
      const rows = await repo.memberCodes(viewer.userId, now());
      return rows.flatMap(({ code, event }) => {
        if (!event.onSaleAt) return [];
        const { opensAt, closesAt } = presaleWindow(event.onSaleAt);
        return [
          {
            eventId: event.id,
            eventSlug: event.slug,
            eventTitle: event.title,
            timeZone: event.timeZone,
            code,
            opensAt: (opensAt ?? closesAt).toISOString(),
            closesAt: closesAt.toISOString(),
          },
        ];
      });
    },

    async summary(eventId: string): Promise<AdminPresale> {
      const event = await repo.event(eventId);
      if (!event) throw new HttpError(404, 'Event not found');
      const window = event.onSaleAt ? presaleWindow(event.onSaleAt) : null;
      return {
        ...(await repo.summary(event.id)),
        opensAt: window?.opensAt?.toISOString() ?? null,
        closesAt: window?.closesAt.toISOString() ?? null,
      };
    },

    async issueMemberCodes(viewer: Viewer, eventId: string): Promise<MemberCodesIssued> {
      const event = await eventWithSaleTime(eventId);
      return repo.issueMemberCodes(viewer.userId, event.id);
    },

    async createShared(
      viewer: Viewer,
      eventId: string,
      body: { code?: string; maxUses: number },
    ): Promise<SharedPresaleCode> {
      const event = await eventWithSaleTime(eventId);
      const code = body.code ?? sharedCodeText();
      const row = await repo.createShared(viewer.userId, event.id, code, body.maxUses);
      if (!row) {
        const taken = 'This event already has that code. Choose another.';
        throw new HttpError(409, taken, { code: taken });
      }
      return { id: row.id, code, maxUses: body.maxUses, used: 0 };
    },

    async deleteShared(viewer: Viewer, eventId: string, codeId: string): Promise<void> {
      const event = await repo.event(eventId);
      if (!event || !(await repo.deleteShared(viewer.userId, event.id, codeId)))
        throw new HttpError(404, 'Presale code not found');
    },
  };
}
export type PresaleService = ReturnType<typeof presaleService>;
