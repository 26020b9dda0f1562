// How far a discount code is used, for the Offers list: paid uses, and with Stripe the uses held
// by open payment pages, which count against the limit too ("0 of 1 used · 1 held"), so a code
// that refuses new buyers does not read as unused (ADR 038).
import type { AdminOffer } from '@fanclub/shared/schemas/offers';
import type { Translator } from '../../lib/i18n/translator';

export function offerUsesText(
  o: Pick<AdminOffer, 'uses' | 'held' | 'maxUses'>,
  t: Translator['t'],
): string {
  const used = o.maxUses
    ? t('adminOffers.usedOf', { uses: o.uses, max: o.maxUses })
    : t('adminOffers.used', { uses: o.uses });
  return o.held > 0 ? `${used} · ${t('adminOffers.held', { held: o.held })}` : used;
}
