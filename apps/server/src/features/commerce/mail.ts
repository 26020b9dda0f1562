// The shop's mails, in the buyer's language (ADR 043): the caller passes it, from the request that
// paid (place-order.ts, ticket-service.ts) or, for mails sent later, orderMailLocale (the member's
// saved language, else the one stored on the order). English is word for word the old text.
import { formatEventDateLong, formatPrice, placeLines } from '@fanclub/shared/format';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { VIP_MERCH_DISCOUNT_PERCENT } from '@fanclub/shared/limits';
import { mailText } from '../../lib/i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';
import type { CardSummary } from './payments';

/** What an order confirmation lists: a priced cart at checkout, or the stored order when a hosted payment completes. */
export interface Receipt {
  lines: {
    name: string;
    colour: string | null;
    size: string | null;
    quantity: number;
    unitPriceCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  /** A discount code's share (issue 33), after the VIP price. */
  offer?: { code: string; discountCents: number } | null;
  totalCents: number;
}

const ref = (orderId: string) => orderId.slice(0, 8);

/** The shop's two colours in the buyer's words; sizes (S, M, XL) read the same everywhere. */
const colourIn = (locale: Locale, colour: string | null) =>
  colour === 'Black'
    ? mailText(locale, 'colourBlack')
    : colour === 'White'
      ? mailText(locale, 'colourWhite')
      : colour;

/** Order confirmation: every line, the totals and the card used (brand and last 4 only). */
export function orderConfirmation(
  to: string,
  orderId: string,
  cart: Receipt,
  card: CardSummary | null,
  locale: Locale = 'en',
): MailMessage {
  const t = mailText.bind(null, locale);
  const price = (cents: number) => formatPrice(cents, 'USD', locale);
  const lines = cart.lines.map((l) =>
    t('orderLine', {
      quantity: l.quantity,
      name: l.name,
      options: [colourIn(locale, l.colour), l.size].filter(Boolean).join(', '),
      price: price(l.unitPriceCents * l.quantity),
    }),
  );
  const totals = [
    t('orderSubtotal', { amount: price(cart.subtotalCents) }),
    ...(cart.discountCents > 0
      ? [
          t('orderVipDiscount', {
            percent: VIP_MERCH_DISCOUNT_PERCENT,
            amount: price(cart.discountCents),
          }),
        ]
      : []),
    ...(cart.offer
      ? [t('orderCode', { code: cart.offer.code, amount: price(cart.offer.discountCents) })]
      : []),
    t('receiptTotal', { total: price(cart.totalCents) }),
  ];
  return {
    to,
    subject: t('orderSubject', { ref: ref(orderId) }),
    text: [
      t('orderThanks', { ref: ref(orderId) }),
      '',
      ...lines,
      '',
      ...totals,
      ...(card ? [t('receiptCard', { brand: card.brand, last4: card.last4 })] : []),
      '',
      t('orderShipsLater'),
    ].join('\n'),
  };
}

export function ticketConfirmation(
  to: string,
  orderId: string,
  sale: {
    title: string;
    eventDate: Date;
    timeZone: string;
    venue: string;
    location: string;
    quantity: number;
    totalCents: number;
  },
  locale: Locale = 'en',
): MailMessage {
  const t = mailText.bind(null, locale);
  // Events made before venues had their own field carry the location as venue: say it once.
  const place = placeLines(sale.venue, sale.location).join(', ');
  const date = formatEventDateLong(sale.eventDate.toISOString(), sale.timeZone, locale);
  return {
    to,
    subject: t('ticketSubject', { title: sale.title }),
    text: [
      t('ticketGoing', { title: sale.title }),
      '',
      t('ticketLine', {
        quantity: sale.quantity,
        total: formatPrice(sale.totalCents, 'USD', locale),
        ref: ref(orderId),
      }),
      place ? t('ticketDatePlace', { date, place }) : date,
      '',
      t('ticketCodeOnProfile'),
    ].join('\n'),
  };
}

/** The link a shipped/delivered mail points at: the buyer's order page (members sign in to read it). */
interface OrderNotice {
  id: string;
  totalCents: number;
  orderUrl: string;
}

/** Sent once, when an admin marks a merch order shipped: the carrier and the number to follow. */
export function orderShipped(
  to: string,
  order: OrderNotice,
  tracking: { carrier: string; trackingNumber: string; url: string | null },
  locale: Locale = 'en',
): MailMessage {
  const t = mailText.bind(null, locale);
  const total = formatPrice(order.totalCents, 'USD', locale);
  return {
    to,
    subject: t('shippedSubject', { ref: ref(order.id) }),
    text: [
      t('shippedGoodNews', { ref: ref(order.id), total }),
      '',
      t('shippedCarrier', { carrier: tracking.carrier }),
      t('shippedTrackingNumber', { number: tracking.trackingNumber }),
      ...(tracking.url ? [t('shippedTrackIt', { url: tracking.url })] : []),
      '',
      t('orderLink', { url: order.orderUrl }),
      '',
      t('shippedThanks'),
    ].join('\n'),
  };
}

/** Sent once, when an admin marks a shipped order delivered. */
export function orderDelivered(to: string, order: OrderNotice, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const total = formatPrice(order.totalCents, 'USD', locale);
  return {
    to,
    subject: t('deliveredSubject', { ref: ref(order.id) }),
    text: [
      t('deliveredBody', { ref: ref(order.id), total }),
      '',
      t('orderLink', { url: order.orderUrl }),
      '',
      t('deliveredHelp'),
    ].join('\n'),
  };
}
