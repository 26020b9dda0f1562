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
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const statusLabel = (status: Order['status']) => STATUS[status];

export const itemCount = (order: Order) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Black · M' for merch; tickets have neither. */
export const itemDetail = (item: Order['items'][number]) =>
  [item.colour, item.size && sizeLabel(item.size)].filter(Boolean).join(' · ');
