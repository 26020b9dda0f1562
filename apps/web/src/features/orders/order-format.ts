import { sizeLabel } from '@fanclub/shared/cart';
import type { Order } from '@fanclub/shared/schemas/commerce';
import { dateTimeFormat } from '@fanclub/shared/intl';

/** The short order number the confirmation e-mail uses too (first 8 characters of the id). */
export const orderRef = (id: string) => id.slice(0, 8).toUpperCase();

export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

const STATUS: Record<Order['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const statusLabel = (status: Order['status']) => STATUS[status];

/** Ticket orders are never posted, so they have no shipping story to tell. */
export const isTicketOrder = (order: Order) =>
  order.items.length > 0 && order.items.every((item) => item.kind === 'ticket');

/** What is true of a settled order now, in the buyer's words: never "on its way" before it ships. */
export function stateText(order: Order): { title: string; detail: string } {
  if (isTicketOrder(order))
    return {
      title: 'Order confirmed',
      detail: 'Your tickets are on your profile; show the code at the door.',
    };
  if (order.status === 'delivered')
    return {
      title: 'Delivered',
      detail: `Delivered on ${orderDate(order.deliveredAt ?? '')}. Enjoy!`,
    };
  if (order.status === 'shipped')
    return {
      title: 'Shipped',
      detail: order.tracking
        ? `On its way with ${order.tracking.carrier} since ${orderDate(order.tracking.shippedAt)}.`
        : 'Your order is on its way.',
    };
  return {
    title: 'Order confirmed',
    detail: "A confirmation e-mail was sent to you. We'll e-mail you again when it ships.",
  };
}

export const itemCount = (order: Order) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Black · M' for merch; tickets have neither. */
export const itemDetail = (item: Order['items'][number]) =>
  [item.colour, item.size && sizeLabel(item.size)].filter(Boolean).join(' · ');
