import { trackingUrl } from '@fanclub/shared/order-status';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { ShipOrderBody } from '@fanclub/shared/schemas/order-delivery';
import { HttpError } from '../../plugins/errors';
import type { MailMessage } from '../../plugins/mail';
import type { AdminOrderRepository } from './admin-order-repository';
import { orderDelivered, orderShipped } from './mail';

export interface AdminOrderDeps {
  repo: AdminOrderRepository;
  /** Best effort: the state has changed by then, so a mail outage is logged, not an error. */
  mail: (message: MailMessage) => Promise<void>;
  /** The buyer's order page, with the key that opens it for a guest too. */
  orderUrl: (orderId: string) => string;
  /** A member's shipped order also lands in their inbox. */
  shipped: (orderId: string, userId: string) => void;
  /** The buyer's language, asked when the mail leaves (orderMailLocale): nobody's request is at hand. */
  localeOf: (order: { userId: string | null; locale: string | null }) => Promise<Locale>;
}

/**
 * An order's life after payment, moved by admins only: paid → shipped (with carrier and tracking
 * number) → delivered. Each step is one conditional UPDATE, so a double click or two admins at once
 * move (and mail) an order once; anything else is a 409 that says why.
 */
export function adminOrderService({ repo, mail, orderUrl, shipped, localeOf }: AdminOrderDeps) {
  /** The order to move, or the reason it cannot be moved to `to`. */
  async function movable(orderId: string, to: 'shipped' | 'delivered') {
    const found = await repo.find(orderId);
    if (!found) throw new HttpError(404, 'Order not found');
    if (isTicketOrder(found.items))
      throw new HttpError(
        409,
        'Ticket orders are never shipped: the tickets are on the buyer’s profile.',
      );
    const from = to === 'shipped' ? 'paid' : 'shipped';
    if (found.order.status !== from) throw wrongState(found.order.status, to);
    return found;
  }

  return {
    async ship(actorId: string, orderId: string, tracking: ShipOrderBody) {
      await movable(orderId, 'shipped');
      const order = await repo.markShipped(actorId, orderId, tracking);
      if (!order) throw wrongState('changed', 'shipped');
      if (order.userId) shipped(order.id, order.userId);
      await mail(
        orderShipped(
          order.email,
          { id: order.id, totalCents: order.totalCents, orderUrl: orderUrl(order.id) },
          { ...tracking, url: trackingUrl(tracking.carrier, tracking.trackingNumber) },
          await localeOf(order),
        ),
      );
      return { id: order.id, status: order.status };
    },

    async deliver(actorId: string, orderId: string) {
      await movable(orderId, 'delivered');
      const order = await repo.markDelivered(actorId, orderId);
      if (!order) throw wrongState('changed', 'delivered');
      await mail(
        orderDelivered(
          order.email,
          { id: order.id, totalCents: order.totalCents, orderUrl: orderUrl(order.id) },
          await localeOf(order),
        ),
      );
      return { id: order.id, status: order.status };
    },
  };
}
/** Only tickets in it: nothing to post. */
export const isTicketOrder = (items: { kind: 'merch' | 'ticket' }[]) =>
  items.length > 0 && items.every((item) => item.kind === 'ticket');

export type AdminOrderService = ReturnType<typeof adminOrderService>;

function wrongState(status: string, to: 'shipped' | 'delivered'): HttpError {
  const rule =
    to === 'shipped'
      ? 'Only a paid order that has not shipped yet can be marked shipped.'
      : 'Only a shipped order can be marked delivered.';
  return new HttpError(
    409,
    status === 'changed'
      ? `${rule} Someone changed it just now.`
      : `${rule} This one is ${status}.`,
  );
}
