// The Offers form's text fields, turned into the body the server checks (it answers with the
// reason when a rule is broken, e.g. both a percentage and an amount).
import type { CreateOfferBody } from '@fanclub/shared/schemas/offers';
import type { Tier } from '@fanclub/shared/roles';

export interface OfferDraft {
  code: string;
  kind: 'merch' | 'subscription';
  percentOff: string;
  amountOff: string;
  months: string;
  minBasket: string;
  expiresOn: string;
  maxUses: string;
  maxUsesPerMember: string;
  tier: Tier | 'any';
  firstTimeOnly: boolean;
}

export const emptyOfferDraft = (): OfferDraft => ({
  code: '',
  kind: 'merch',
  percentOff: '',
  amountOff: '',
  months: '',
  minBasket: '',
  expiresOn: '',
  maxUses: '',
  maxUsesPerMember: '',
  tier: 'any',
  firstTimeOnly: false,
});

const whole = (text: string) => (text.trim() ? Number(text) : null);
const cents = (text: string) => (text.trim() ? Math.round(Number(text) * 100) : null);

export function offerDraftToBody(d: OfferDraft): Partial<CreateOfferBody> {
  return {
    code: d.code.trim(),
    kind: d.kind,
    percentOff: whole(d.percentOff),
    amountOffCents: cents(d.amountOff),
    months: d.kind === 'subscription' ? whole(d.months) : null,
    minBasketCents: d.kind === 'merch' ? cents(d.minBasket) : null,
    // The end of the chosen day, in the admin's own time zone.
    expiresAt: d.expiresOn ? new Date(`${d.expiresOn}T23:59:59`).toISOString() : null,
    maxUses: whole(d.maxUses),
    maxUsesPerMember: whole(d.maxUsesPerMember),
    tier: d.tier === 'any' ? null : d.tier,
    firstTimeOnly: d.kind === 'subscription' && d.firstTimeOnly,
  };
}
