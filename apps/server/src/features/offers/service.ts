// Discount codes' rules (issue 33): the shared rules and math (packages/shared/src/offers.ts)
// decide; this file feeds them the code, the buyer's uses and history, and the amount.
import type { OfferKind } from '@fanclub/shared/offers';
import {
  OFFER_UNKNOWN,
  normalizeCode,
  offerDiscountCents,
  offerLabel,
  offerProblem,
} from '@fanclub/shared/offers';
import type { AdminOffer, AdminOfferPage, CreateOfferBody } from '@fanclub/shared/schemas/offers';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import type { OfferApplied, OfferBuyer, OfferCodes, OfferRedeemed } from '../../lib/offer-codes';
import { isUniqueViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';
import type { OfferRow, OffersRepository } from './repository';

const PAGE = 50;
export const OFFER_EXISTS = 'A discount code with these letters exists already.';

export function adminOffer(row: OfferRow): AdminOffer {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    months: row.months,
    minBasketCents: row.minBasketCents,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerMember: row.maxUsesPerMember,
    tier: row.tier,
    firstTimeOnly: row.firstTimeOnly,
    disabled: row.disabledAt !== null,
    uses: row.uses,
    held: row.held,
    createdAt: row.createdAt.toISOString(),
  };
}

const rulesOf = (row: OfferRow) => ({ ...row, disabled: row.disabledAt !== null });

function applied(row: OfferRow, discountCents: number): OfferApplied {
  return {
    code: row.code,
    label: offerLabel(row),
    discountCents,
    months: row.months,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
  };
}

export function offersService(repo: OffersRepository, now: () => Date = () => new Date()) {
  /** First-time-only membership codes: whether this buyer never subscribed. */
  async function firstTimeFor(row: OfferRow | null, buyer: OfferBuyer, kind: OfferKind) {
    if (!row?.firstTimeOnly || kind !== 'subscription') return true;
    return !(await repo.everSubscribed(buyer.userId));
  }

  /** The refusal for this buyer and amount, or the cents off. */
  function decide(
    row: OfferRow,
    buyer: OfferBuyer,
    basket: { kind: OfferKind; amountCents: number; firstTime: boolean },
    uses: { total: number; byMember: number },
  ): string | number {
    const problem = offerProblem(rulesOf(row), {
      ...basket,
      tier: buyer.tier,
      now: now(),
      usesTotal: uses.total,
      usesByMember: uses.byMember,
    });
    return problem ?? offerDiscountCents(row, basket.amountCents);
  }

  /** Takes a use (`held`: holds one for a payment page) under the code row's lock. */
  async function take(
    buyer: OfferBuyer,
    code: string,
    kind: OfferKind,
    amountCents: number,
    held: boolean,
  ): Promise<OfferRedeemed> {
    // First-time is read before the lock: it cannot change during one member's own checkout.
    const firstTime = await firstTimeFor(await repo.byCode(normalizeCode(code)), buyer, kind);
    const basket = { kind, amountCents, firstTime };
    const result = await repo.redeem(
      normalizeCode(code),
      buyer.userId,
      // Holds count: a page open now may yet be paid, and its use must still be there then.
      (row, uses) => decide(row, buyer, basket, { total: row.uses + row.held, byMember: uses }),
      held,
    );
    if (!result.ok) {
      // The code was fine a moment ago: another checkout took its last use meanwhile.
      throw new HttpError(409, result.refused, { discountCode: result.refused });
    }
    return {
      ...applied(result.row, result.discountCents),
      redemptionId: result.redemptionId,
      release: () => repo.release(result.redemptionId),
    };
  }

  const codes: OfferCodes = {
    async quote(buyer, code, kind, amountCents) {
      const row = await repo.byCode(normalizeCode(code));
      if (!row) throw new HttpError(400, OFFER_UNKNOWN, { discountCode: OFFER_UNKNOWN });
      const mine = await repo.memberUses(row.id, buyer.userId);
      // A use the member's own unpaid Stripe page holds is not counted: a new checkout closes
      // that page first and gets the hold back (billing's checkout.ts for a membership,
      // commerce's settlement.supersedeHolds for a merch order), so a member back from Stripe's
      // page is not told they have used the code already.
      const own = mine.held;
      const basket = { kind, amountCents, firstTime: await firstTimeFor(row, buyer, kind) };
      const decision = decide(row, buyer, basket, {
        total: row.uses + row.held - own,
        byMember: mine.all - own,
      });
      if (typeof decision === 'string')
        throw new HttpError(400, decision, { discountCode: decision });
      return applied(row, decision);
    },

    redeem: (buyer, code, kind, amountCents) => take(buyer, code, kind, amountCents, false),
    hold: (buyer, code, kind, amountCents) => take(buyer, code, kind, amountCents, true),
    confirm: (redemptionId) => repo.confirm(redemptionId),
    release: (redemptionId) => repo.release(redemptionId),
  };

  return {
    codes,
    async create(body: CreateOfferBody): Promise<AdminOffer> {
      try {
        const row = await repo.insert({
          ...body,
          months: body.kind === 'subscription' ? body.months : null,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        });
        return adminOffer(row);
      } catch (error) {
        if (isUniqueViolation(error, 'offer_codes_code_idx'))
          throw new HttpError(409, OFFER_EXISTS, { code: OFFER_EXISTS });
        throw error;
      }
    },
    async list(cursor: string | undefined): Promise<AdminOfferPage> {
      const rows = await repo.page(decodeCursor(cursor), PAGE);
      return {
        items: rows.map((r) => adminOffer(r.row)),
        nextCursor: nextCursor(rows, PAGE, (r) => ({ at: r.at, id: r.row.id })),
      };
    },
    async setDisabled(id: string, disabled: boolean): Promise<AdminOffer> {
      const row = await repo.setDisabled(id, disabled);
      if (!row) throw new HttpError(404, 'There is no such discount code.');
      return adminOffer(row);
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;
