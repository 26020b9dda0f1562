// How billing facts read on the subscription screens, in the reader's language.
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { dateTimeFormat } from '@fanclub/shared/intl';
import type { Translator } from '../../lib/i18n/translator';

/** 'June 5, 2025' for billing dates ('5 de junio de 2025' in Spanish); '' when there is none. */
export function formatBillingDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long' }).format(date);
}

/** 'Visa ending in 4242' (the payment namespace's, which every screen with a card loads). */
export function cardLabel(card: { brand: string; last4: string }, t: Translator['t']): string {
  return t('payment.endingIn', { brand: card.brand, last4: card.last4 });
}
