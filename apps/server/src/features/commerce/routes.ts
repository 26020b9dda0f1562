import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CartBody,
  CheckoutOptions,
  MemberTicket,
  Order,
  OrderBody,
  OrderCreated,
  PricedCart,
  TicketOrderBody,
  TicketsBought,
} from '@fanclub/shared/schemas/commerce';
import { SavedCardView } from '@fanclub/shared/schemas/billing';
import { CheckCartOfferBody, OfferQuote } from '@fanclub/shared/schemas/offers';
import { member } from '../../lib/access';
import { requestLocale } from '../../lib/i18n/request-locale';
import type { SavedCards } from '../../lib/saved-cards';
import { idempotencyKeyFrom } from './idempotency';
import type { CheckoutStrategy } from './payments';
import type { OrderService } from './service';
import type { TicketService } from './ticket-service';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const OrderQuery = z.object({ key: z.string().max(200).optional() });

/** Cart, merch orders and event tickets over HTTP (built by plugin.ts). Every response is private to the caller. */
export const commerceRoutes: FastifyPluginAsyncZod<{
  payments: CheckoutStrategy;
  orders: OrderService;
  tickets: TicketService;
  savedCards: SavedCards;
}> = async (app, { payments, orders, tickets, savedCards }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // What the web draws (a card form or not); the bodies it sends are the same in every mode.
  app.get(
    '/api/checkout-options',
    { config: { access: 'public' }, schema: { response: { 200: CheckoutOptions } } },
    async () => payments.options,
  );

  // The purchase forms offer this card; the server alone decides whether there is one.
  app.get(
    '/api/me/saved-card',
    { config: { access: 'signedIn' }, schema: { response: { 200: SavedCardView } } },
    async (req) => ({ card: await savedCards.find(member(req).userId) }),
  );

  app.get(
    '/api/cart',
    { config: { access: 'signedIn' }, schema: { response: { 200: PricedCart } } },
    async (req) => orders.cart(member(req)),
  );

  app.put(
    '/api/cart',
    { config: { access: 'signedIn' }, schema: { body: CartBody, response: { 200: PricedCart } } },
    async (req) => orders.replaceCart(member(req), req.body.lines),
  );

  // The cart's "Discount code" field: what the code takes off, before paying (checkout reprices).
  app.post(
    '/api/cart/discount-code',
    {
      config: { access: 'signedIn' },
      schema: { body: CheckCartOfferBody, response: { 200: OfferQuote } },
    },
    async (req) => orders.checkCode(member(req), req.body.code),
  );

  // A page reloaded while its merge was in flight sends the same guest cart again with the same
  // Idempotency-Key; it is merged once (a day is far longer than any sign-in takes).
  app.post(
    '/api/cart/merge',
    { config: { access: 'signedIn' }, schema: { body: CartBody, response: { 200: PricedCart } } },
    async (req) => {
      const viewer = member(req);
      const key = idempotencyKeyFrom(req.headers['idempotency-key']);
      const done = key ? `cart-merge:${viewer.userId}:${key}` : null;
      if (done && (await app.counters.count(done)) > 0) return orders.cart(viewer);
      const merged = await orders.mergeCart(viewer, req.body.lines);
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
      schema: { body: OrderBody, response: { 200: OrderCreated } },
    },
    // The buyer's language goes with the order: its mails use it (ADR 043).
    async (req) =>
      orders.place(
        req.viewer,
        req.body,
        requestLocale(req),
        idempotencyKeyFrom(req.headers['idempotency-key']),
      ),
  );

  app.get(
    '/api/orders',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(Order) } } },
    async (req) => orders.list(member(req)),
  );

  // The buyer, or a guest holding the key from their confirmation link.
  app.get(
    '/api/orders/:id',
    {
      config: { access: 'public' },
      schema: { params: IdParams, querystring: OrderQuery, response: { 200: Order } },
    },
    async (req) => orders.get(req.viewer, req.params.id, req.query.key),
  );

  app.post(
    '/api/events/:id/tickets',
    {
      config: { access: 'signedIn', abuseLimit: 'orders' },
      schema: {
        params: IdParams,
        body: TicketOrderBody,
        response: { 200: TicketsBought },
      },
    },
    async (req) =>
      tickets.buy(
        member(req),
        req.params.id,
        req.body,
        requestLocale(req),
        idempotencyKeyFrom(req.headers['idempotency-key']),
      ),
  );

  app.get(
    '/api/me/tickets',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(MemberTicket) } } },
    async (req) => tickets.memberTickets(member(req)),
  );
};
