import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartBody, MemberTicket, Order, OrderBody, OrderCreated, PricedCart, TicketOrderBody, TicketsBought } from '@fanclub/shared/schemas/commerce';
import { requireViewer } from '../../lib/guards';
import type { MailMessage } from '../../plugins/mail';
import type { CardPayments } from './payments';
import { commerceRepository } from './repository';
import { commerceService } from './service';
import { ticketRepository } from './ticket-repository';
import { ticketService } from './ticket-service';

const IdParams = z.object({ id: z.string().min(1).max(200) });

// Runs before body validation, so a signed-out caller hears 401 whatever they sent.
const signedIn = { preValidation: async (req: FastifyRequest) => void requireViewer(req) };

/** Cart, merch orders and event tickets. Every response is private to the caller. */
export const commerceRoutes: FastifyPluginAsyncZod<{ payments: CardPayments }> = async (app, { payments }) => {
  const mail = async (message: MailMessage) => {
    // The order is paid and stored by now; a mail outage must not turn that into an error.
    await app.mailer.send(message).catch((err: unknown) => app.log.warn({ err, subject: message.subject }, 'confirmation mail failed'));
  };
  const shop = commerceService({ repo: commerceRepository(app.db), payments, mail });
  const box = ticketService({ repo: ticketRepository(app.db), payments, mail, secret: app.appSecret });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/cart', { ...signedIn, schema: { response: { 200: PricedCart } } }, async (req) => shop.cart(requireViewer(req)));

  app.put('/api/cart', { ...signedIn, schema: { body: CartBody, response: { 200: PricedCart } } }, async (req) =>
    shop.replaceCart(requireViewer(req), req.body.lines),
  );

  app.post('/api/cart/merge', { ...signedIn, schema: { body: CartBody, response: { 200: PricedCart } } }, async (req) =>
    shop.mergeCart(requireViewer(req), req.body.lines),
  );

  // Guests may order too; a signed-in member always buys their saved cart.
  app.post('/api/orders', { schema: { body: OrderBody, response: { 200: OrderCreated } } }, async (req) => shop.placeOrder(req.viewer, req.body));

  app.get('/api/orders', { ...signedIn, schema: { response: { 200: z.array(Order) } } }, async (req) => shop.orders(requireViewer(req)));

  app.get('/api/orders/:id', { ...signedIn, schema: { params: IdParams, response: { 200: Order } } }, async (req) =>
    shop.order(requireViewer(req), req.params.id),
  );

  app.post('/api/events/:id/tickets', { ...signedIn, schema: { params: IdParams, body: TicketOrderBody, response: { 200: TicketsBought } } }, async (req) =>
    box.buy(requireViewer(req), req.params.id, req.body),
  );

  app.get('/api/me/tickets', { ...signedIn, schema: { response: { 200: z.array(MemberTicket) } } }, async (req) => box.memberTickets(requireViewer(req)));
};
