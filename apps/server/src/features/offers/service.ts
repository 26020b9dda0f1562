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
  /** The refusal for this buyer and amount, or the cents off. */
  async function decide(
    row: OfferRow,
    buyer: OfferBuyer,
    kind: OfferKind,
    amountCents: number,
    usesByMember: number,
  ): Promise<string | number> {
    const firstTime =
      row.firstTimeOnly && kind === 'subscription'
        ? !(await repo.everSubscribed(buyer.userId))
        : true;
    const problem = offerProblem(rulesOf(row), {
      kind,
      amountCents,
      tier: buyer.tier,
      now: now(),
      usesTotal: row.uses,
      usesByMember,
      firstTime,
    });
    return problem ?? offerDiscountCents(row, amountCents);
  }

  const codes: OfferCodes = {
    async quote(buyer, code, kind, amountCents) {
      const row = await repo.byCode(normalizeCode(code));
      if (!row) throw new HttpError(400, OFFER_UNKNOWN, { discountCode: OFFER_UNKNOWN });
      const uses = await repo.usesBy(row.id, buyer.userId);
      const decision = await decide(row, buyer, kind, amountCents, uses);
      if (typeof decision === 'string')
        throw new HttpError(400, decision, { discountCode: decision });
      return applied(row, decision);
    },

    async redeem(buyer, code, kind, amountCents): Promise<OfferRedeemed> {
      // First-time is read before the lock: it cannot change during one member's own checkout.
      const known = await repo.byCode(normalizeCode(code));
      const firstTime =
        known?.firstTimeOnly && kind === 'subscription'
          ? !(await repo.everSubscribed(buyer.userId))
          : true;
      const result = await repo.redeem(normalizeCode(code), buyer.userId, (row, uses) => {
        const problem = offerProblem(rulesOf(row), {
          kind,
          amountCents,
          tier: buyer.tier,
          now: now(),
          usesTotal: row.uses,
          usesByMember: uses,
          firstTime,
        });
        return problem ?? offerDiscountCents(row, amountCents);
      });
      if (!result.ok) {
        // The code was fine a moment ago: another checkout took its last use meanwhile.
        throw new HttpError(409, result.refused, { discountCode: result.refused });
      }
      return {
        ...applied(result.row, result.discountCents),
        redemptionId: result.redemptionId,
        release: () => repo.release(result.redemptionId),
      };
    },

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
