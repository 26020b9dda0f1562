import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import {
  CartBody,
  CheckoutOptions,
  HostedOrderBody,
  HostedTicketOrderBody,
  MemberTicket,
  Order,
  OrderBody,
  OrderCreated,
  PricedCart,
  TicketOrderBody,
  TicketsBought,
} from '@fanclub/shared/schemas/commerce';
import { requireViewer } from '../../lib/guards';
import type { PaymentEventRelay } from '../../lib/payment-events';
import type { MailMessage } from '../../plugins/mail';
import { idempotencyKeyFrom, idempotentCheckout } from './idempotency';
import { orderConfirmation, ticketConfirmation } from './mail';
import type { OrderPayments } from './payments';
import { commerceRepository } from './repository';
import { commerceService } from './service';
import type { PaidOrder } from './settlement';
import { settlementService } from './settlement';
import { settlementRepository } from './settlement-repository';
import { ticketRepository } from './ticket-repository';
import { ticketService } from './ticket-service';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const OrderQuery = z.object({ key: z.string().max(200).optional() });

/** Checkout events about a one-off payment page; anything else on the relay is not ours. */
const PAGE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const SWEEP_INTERVAL_MS = 60_000;

/** Cart, merch orders and event tickets. Every response is private to the caller. */
export const commerceRoutes: FastifyPluginAsyncZod<{
  payments: OrderPayments;
  publicUrl: string;
  paymentEvents?: PaymentEventRelay;
}> = async (app, { payments, publicUrl, paymentEvents }) => {
  const mail = async (message: MailMessage) => {
    // The order is paid and stored by now; a mail outage must not turn that into an error.
    await app.mailer
      .send(message)
      .catch((err: unknown) =>
        app.log.warn({ err, subject: message.subject }, 'confirmation mail failed'),
      );
  };
  const tickets = ticketRepository(app.db);

  /** A hosted payment completed: the same confirmation mails the card form sends at once. */
  async function mailPaid({ order, items }: PaidOrder) {
    const card =
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last4: order.cardLast4 }
        : null;
    const merch = items.filter((i) => i.kind === 'merch');
    if (merch.length > 0)
      await mail(
        orderConfirmation(
          order.email,
          order.id,
          {
            lines: merch,
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            totalCents: order.totalCents,
          },
          card,
        ),
      );
    for (const item of items.filter((i) => i.kind === 'ticket' && i.eventId)) {
      const event = await tickets.event(item.eventId!);
      if (event)
        await mail(
          ticketConfirmation(order.email, order.id, {
            ...event,
            quantity: item.quantity,
            totalCents: item.unitPriceCents * item.quantity,
          }),
        );
    }
  }

  const settlement = settlementService({
    repo: settlementRepository(app.db),
    checkout: payments.kind === 'hosted' ? payments : null,
    secret: app.appSecret,
    publicUrl,
    onPaid: mailPaid,
  });
  const orders = commerceRepository(app.db);
  const once = idempotentCheckout(orders, settlement);
  const shop = commerceService({ repo: orders, payments, settlement, once, mail });
  const box = ticketService({
    repo: tickets,
    payments,
    settlement,
    once,
    mail,
    secret: app.appSecret,
  });
  // With a hosted page (or no provider) the card never reaches us, so the bodies carry no card fields.
  const hosted = payments.kind !== 'card';

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/checkout-options',
    { config: { access: 'public' }, schema: { response: { 200: CheckoutOptions } } },
    async () => ({
      cardForm: !hosted,
      paymentsEnabled: payments.kind !== 'none',
    }),
  );

  app.get(
    '/api/cart',
    { config: { access: 'signedIn' }, schema: { response: { 200: PricedCart } } },
    async (req) => shop.cart(requireViewer(req)),
  );

  app.put(
    '/api/cart',
    { config: { access: 'signedIn' }, schema: { body: CartBody, response: { 200: PricedCart } } },
    async (req) => shop.replaceCart(requireViewer(req), req.body.lines),
  );

  // A page reloaded while its merge was in flight sends the same guest cart again with the same
  // Idempotency-Key; it is merged once (a day is far longer than any sign-in takes).
  app.post(
    '/api/cart/merge',
    { config: { access: 'signedIn' }, schema: { body: CartBody, response: { 200: PricedCart } } },
    async (req) => {
      const viewer = requireViewer(req);
      const key = idempotencyKeyFrom(req.headers['idempotency-key']);
      const done = key ? `cart-merge:${viewer.userId}:${key}` : null;
      if (done && (await app.counters.count(done)) > 0) return shop.cart(viewer);
      const merged = await shop.mergeCart(viewer, req.body.lines);
      // Counted only once merged, so a merge that failed can be sent again with the same key.
      if (done) await app.counters.increment(done, 86_400);
      return merged;
    },
  );

  // Guests may order too; a signed-in member always buys their saved cart. An Idempotency-Key
  // header makes a retried checkout return the first order instead of placing another.
  app.post(
    '/api/orders',
    {
      config: { access: 'public', abuseLimit: 'orders' },
      schema: { body: hosted ? HostedOrderBody : OrderBody, response: { 200: OrderCreated } },
    },
    async (req) =>
      shop.placeOrder(req.viewer, req.body, idempotencyKeyFrom(req.headers['idempotency-key'])),
  );

  app.get(
    '/api/orders',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(Order) } } },
    async (req) => shop.orders(requireViewer(req)),
  );

  // The buyer, or a guest holding the key from their confirmation link.
  app.get(
    '/api/orders/:id',
    {
      config: { access: 'public' },
      schema: { params: IdParams, querystring: OrderQuery, response: { 200: Order } },
    },
    async (req) => shop.order(req.viewer, req.params.id, req.query.key),
  );

  app.post(
    '/api/events/:id/tickets',
    {
      config: { access: 'signedIn', abuseLimit: 'orders' },
      schema: {
        params: IdParams,
        body: hosted ? HostedTicketOrderBody : TicketOrderBody,
        response: { 200: TicketsBought },
      },
    },
    async (req) =>
      box.buy(
        requireViewer(req),
        req.params.id,
        req.body,
        idempotencyKeyFrom(req.headers['idempotency-key']),
      ),
  );

  app.get(
    '/api/me/tickets',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(MemberTicket) } } },
    async (req) => box.memberTickets(requireViewer(req)),
  );

  if (payments.kind !== 'hosted') return;
  paymentEvents?.handle(async (event: Stripe.Event) => {
    if (!PAGE_EVENTS.has(event.type)) return;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'payment') return;
    const result = await settlement.pageChanged(session.id);
    app.log.info(
      { stripeEventId: event.id, stripeEventType: event.type, result },
      'order payment event',
    );
  });
  // Settles pages whose event never arrived (lost delivery, endpoint misconfigured); safe in every process at once.
  const timer = setInterval(() => {
    settlement
      .sweep()
      .then((settled) => settled > 0 && app.log.info({ settled }, 'settled expired payment pages'))
      .catch((err: unknown) => app.log.warn({ err }, 'payment page sweep failed; will retry'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
