import { formatEventDateLong, formatPrice, placeLines } from '@fanclub/shared/format';
import { VIP_MERCH_DISCOUNT_PERCENT } from '@fanclub/shared/limits';
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

/** Order confirmation: every line, the totals and the card used (brand and last 4 only). */
export function orderConfirmation(
  to: string,
  orderId: string,
  cart: Receipt,
  card: CardSummary | null,
): MailMessage {
  const lines = cart.lines.map(
    (l) =>
      `${l.quantity} x ${l.name} (${[l.colour, l.size].filter(Boolean).join(', ')}) - ${formatPrice(l.unitPriceCents * l.quantity)}`,
  );
  const totals = [
    `Subtotal: ${formatPrice(cart.subtotalCents)}`,
    ...(cart.discountCents > 0
      ? [`VIP discount (${VIP_MERCH_DISCOUNT_PERCENT}%): -${formatPrice(cart.discountCents)}`]
      : []),
    ...(cart.offer ? [`Code ${cart.offer.code}: -${formatPrice(cart.offer.discountCents)}`] : []),
    `Total: ${formatPrice(cart.totalCents)}`,
  ];
  return {
    to,
    subject: `Your fan club order ${ref(orderId)}`,
    text: [
      `Thank you for your order ${ref(orderId)}!`,
      '',
      ...lines,
      '',
      ...totals,
      ...(card ? [`Paid with ${card.brand} ending in ${card.last4}.`] : []),
      '',
      "We'll e-mail you again when it ships.",
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
): MailMessage {
  // Events made before venues had their own field carry the location as venue: say it once.
  const where = placeLines(sale.venue, sale.location).join(', ');
  return {
    to,
    subject: `Your tickets for ${sale.title}`,
    text: [
      `You're going to ${sale.title}!`,
      '',
      `${sale.quantity} x ticket - ${formatPrice(sale.totalCents)} (order ${ref(orderId)})`,
      `${formatEventDateLong(sale.eventDate.toISOString(), sale.timeZone)}${where ? `, ${where}` : ''}`,
      '',
      'Your ticket code is on your profile; show it at the door.',
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
): MailMessage {
  return {
    to,
    subject: `Your fan club order ${ref(order.id)} has shipped`,
    text: [
      `Good news: your order ${ref(order.id)} (${formatPrice(order.totalCents)}) has shipped.`,
      '',
      `Carrier: ${tracking.carrier}`,
      `Tracking number: ${tracking.trackingNumber}`,
      ...(tracking.url ? [`Track it: ${tracking.url}`] : []),
      '',
      `Your order: ${order.orderUrl}`,
      '',
      'Thank you for supporting the music!',
    ].join('\n'),
  };
}

/** Sent once, when an admin marks a shipped order delivered. */
export function orderDelivered(to: string, order: OrderNotice): MailMessage {
  return {
    to,
    subject: `Your fan club order ${ref(order.id)} was delivered`,
    text: [
      `Your order ${ref(order.id)} (${formatPrice(order.totalCents)}) was delivered.`,
      '',
      `Your order: ${order.orderUrl}`,
      '',
      "If anything is missing or damaged, just reply to this e-mail and we'll sort it out.",
    ].join('\n'),
  };
}
