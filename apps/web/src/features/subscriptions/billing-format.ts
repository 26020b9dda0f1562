// How billing facts read on the subscription screens.
import { dateTimeFormat } from '@fanclub/shared/intl';

const longDate = () => dateTimeFormat('en-US', { dateStyle: 'long' });

/** 'June 5, 2025' for billing dates; '' when there is none. */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}

/** 'Visa ending in 4242'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${card.brand} ending in ${card.last4}`;
}
