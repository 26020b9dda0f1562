import { sizeLabel } from '@fanclub/shared/cart';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Order } from '@fanclub/shared/schemas/commerce';
import { dateTimeFormat } from '@fanclub/shared/intl';
import type { Translator } from '../../lib/i18n/translator';

/** The short order number the confirmation e-mail uses too (first 8 characters of the id). */
export const orderRef = (id: string) => id.slice(0, 8).toUpperCase();

/** 'June 5, 2025' in English; the reader's own way elsewhere ('5 de junio de 2025'). */
export function orderDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(INTL_LOCALES[locale], {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** 'Pending', 'Paid', 'Shipped' … */
export const statusLabel = (status: Order['status'], t: Translator['t']) =>
  t('orders.status', { status });

/** Ticket orders are never posted, so they have no shipping story to tell. */
export const isTicketOrder = (order: Order) =>
  order.items.length > 0 && order.items.every((item) => item.kind === 'ticket');

/** What is true of a settled order now, in the buyer's words: never "on its way" before it ships. */
export function stateText(
  order: Order,
  t: Translator['t'],
  locale: Locale,
): { title: string; detail: string } {
  if (isTicketOrder(order))
    return { title: t('orders.confirmed'), detail: t('orders.ticketsOnProfile') };
  if (order.status === 'delivered')
    return {
      title: statusLabel('delivered', t),
      detail: t('orders.deliveredOn', { date: orderDate(order.deliveredAt ?? '', locale) }),
    };
  if (order.status === 'shipped')
    return {
      title: statusLabel('shipped', t),
      detail: order.tracking
        ? t('orders.onItsWayWith', {
            carrier: order.tracking.carrier,
            date: orderDate(order.tracking.shippedAt, locale),
          })
        : t('orders.onItsWay'),
    };
  return { title: t('orders.confirmed'), detail: t('orders.confirmationSent') };
}

export const itemCount = (order: Order) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Black · M' for merch; tickets have neither. */
export const itemDetail = (item: Order['items'][number]) =>
  [item.colour, item.size && sizeLabel(item.size)].filter(Boolean).join(' · ');
